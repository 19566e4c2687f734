/** How the outbox hands an email over: to an SMTP server, or (no SMTP_URL) into the sandbox mailbox. */

export type TOutgoingEmail = {
  /** "Brand name" <MAIL_FROM>. */
  from: { name: string; address: string };
  /** The brand's support address, so a reply reaches people who can help. */
  replyTo: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type TEmailSender = {
  via: 'SMTP' | 'SANDBOX';
  /** Resolves once the message is accepted; throws when it was not (the outbox job then retries). */
  send(email: TOutgoingEmail): Promise<void>;
};
