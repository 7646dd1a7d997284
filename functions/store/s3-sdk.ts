/**
 * The three pieces of the S3 SDK the pack store uses, by file (like mail/ses-sdk.ts): imported on the
 * first read or write of a pack in AWS, so no function loads the S3 client at start.
 */
export { S3Client } from '@aws-sdk/client-s3/dist-es/S3Client.js';
export { GetObjectCommand } from '@aws-sdk/client-s3/dist-es/commands/GetObjectCommand.js';
export { PutObjectCommand } from '@aws-sdk/client-s3/dist-es/commands/PutObjectCommand.js';
