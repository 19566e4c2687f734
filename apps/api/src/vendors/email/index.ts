import type { TEmailSender } from './email-sender.ts';
import { createSandboxEmailSender } from './sandbox-email-sender.ts';
import { createSmtpEmailSender } from './smtp-email-sender.ts';

export * from './email-sender.ts';

/** SMTP when SMTP_URL is set, otherwise the sandbox mailbox (spec 04 section 9.2). */
export const createEmailSender = (options: { smtpUrl: string | undefined }): TEmailSender =>
  options.smtpUrl ? createSmtpEmailSender(options.smtpUrl) : createSandboxEmailSender();
