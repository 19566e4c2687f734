import type { Transporter } from 'nodemailer';
import type { TEmailSender } from './email-sender.ts';

// nodemailer waits minutes by default; an attempt must fail well inside the job's 60 s expiry so that the
// queue retries it, instead of counting a hung connection as a crashed worker.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** Sends through the SMTP server of SMTP_URL (smtp://user:password@host:587, or smtps:// for TLS from the start). */
export const createSmtpEmailSender = (smtpUrl: string): TEmailSender => {
  // One connection per message: messages are few, and nothing stays open to close at shutdown. nodemailer
  // is loaded on the first message, not at start-up (about 80 ms of every start, decision 053).
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS })));
  return {
    via: 'SMTP',
    send: async (email) => {
      await (await transportOnce()).sendMail({
        from: { name: email.from.name, address: email.from.address },
        replyTo: email.replyTo,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    },
  };
};
