import { getBrand } from '@lintel/brands';
import { toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import type { TMessage } from './message.ts';
import { outboxMessages } from './tables.ts';
import { renderEmail } from './templates/email-layout.ts';
import { renderSms } from './templates/sms-text.ts';

/** The job that sends one outbox message; its retry policy lives beside its handler (deliver-message.ts). */
export const DELIVER_MESSAGE_JOB = 'outbox-deliver-message';

/** Retries of a failed send, with doubling delays from 2 s: the last one about 2 hours after the first try. */
export const DELIVERY_RETRY = { retryLimit: 12, retryDelay: 2, retryBackoff: true } as const;

const addressOf = (message: TMessage): { toAddress: string; toKey: string } => {
  if (message.channel === 'SMS') {
    const digits = toPhoneDigits(message.to).replace(/^1(?=\d{10}$)/, '');
    return { toAddress: `+1${digits}`, toKey: `+1${digits}` };
  }
  const toAddress = message.to.trim();
  return { toAddress, toKey: toAddress.toLowerCase() };
};

/**
 * Writes a message to the outbox inside the caller's transaction and queues its sending there too: it is
 * sent only if that transaction commits, and then at least once (retried with backoff until it goes).
 * The message is rendered now, under the brand of `orgCode`, so what is kept is exactly what is sent.
 */
export const queueMessage = async (options: { tx: Db; jobs: TJobs; publicUrl: string; now?: Date; message: TMessage }): Promise<{ messageId: string }> => {
  const { tx, message } = options;
  const brand = getBrand(message.orgCode);
  if (!brand) throw new Error(`outbox: unknown organisation ${message.orgCode}`);
  const rendered =
    message.channel === 'EMAIL'
      ? renderEmail({ brand, content: message.content, publicUrl: options.publicUrl, now: options.now ?? new Date() })
      : { ...renderSms({ brand, text: message.text, url: message.url }), html: null };
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      organizationCode: brand.orgCode,
      channel: message.channel,
      kind: message.kind,
      ...addressOf(message),
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      links: rendered.links,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  await options.jobs.send(DELIVER_MESSAGE_JOB, { messageId: row.id }, { ...DELIVERY_RETRY, tx });
  return { messageId: row.id };
};
