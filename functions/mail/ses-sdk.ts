/**
 * The two pieces of the SES v2 SDK the mailer uses, by file: SesMailer imports this module on its
 * first send, and esbuild bundles a dynamically imported package index with every command in it (a
 * lazily initialised module keeps all its re-exports), while these two files pull in only what they
 * need. Bundled (esbuild) or under tsx/vitest only: the SDK's dist-es files use extensionless
 * imports that plain Node does not resolve.
 */
export { SESv2Client } from '@aws-sdk/client-sesv2/dist-es/SESv2Client.js';
export { SendEmailCommand } from '@aws-sdk/client-sesv2/dist-es/commands/SendEmailCommand.js';
