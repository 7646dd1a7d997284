/**
 * Types for the SDK's own ES module files that ses-sdk.ts and secrets-sdk.ts import by path (the
 * packages ship no declarations next to them; these are the package's own types).
 */
declare module '@aws-sdk/client-sesv2/dist-es/SESv2Client.js' {
  export { SESv2Client } from '@aws-sdk/client-sesv2';
}
declare module '@aws-sdk/client-sesv2/dist-es/commands/SendEmailCommand.js' {
  export { SendEmailCommand } from '@aws-sdk/client-sesv2';
}
declare module '@aws-sdk/client-secrets-manager/dist-es/SecretsManagerClient.js' {
  export { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
}
declare module '@aws-sdk/client-secrets-manager/dist-es/commands/GetSecretValueCommand.js' {
  export { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
}
declare module '@aws-sdk/client-s3/dist-es/S3Client.js' {
  export { S3Client } from '@aws-sdk/client-s3';
}
declare module '@aws-sdk/client-s3/dist-es/commands/GetObjectCommand.js' {
  export { GetObjectCommand } from '@aws-sdk/client-s3';
}
declare module '@aws-sdk/client-s3/dist-es/commands/PutObjectCommand.js' {
  export { PutObjectCommand } from '@aws-sdk/client-s3';
}
