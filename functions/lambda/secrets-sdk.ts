/**
 * The two pieces of the Secrets Manager SDK that readSigningKey (config.ts) uses, by file: it imports
 * this module dynamically, and esbuild bundles a dynamically imported package index with every
 * command in it (a lazily initialised module keeps all its re-exports), while these two files pull
 * in only what they need. Bundled (esbuild) or under tsx/vitest only: the SDK's dist-es files use
 * extensionless imports that plain Node does not resolve.
 */
export { SecretsManagerClient } from '@aws-sdk/client-secrets-manager/dist-es/SecretsManagerClient.js';
export { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager/dist-es/commands/GetSecretValueCommand.js';
