import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getBrand } from '@lintel/brands';
import type { TConfig } from '../../platform/config.ts';
import { defineJob } from '../../platform/workflow.ts';
import { createEmailSender, type TEmailSender } from '../../vendors/email/index.ts';
import { createSmsSender, type TSmsSender } from '../../vendors/sms/index.ts';
import { DELIVER_MESSAGE_JOB, DELIVERY_RETRY } from './queue-message.ts';
import { outboxMessages, type TOutboxRow } from './tables.ts';

type TSenders = { email: TEmailSender; sms: TSmsSender };

// One pair per configuration (one per app): the SMTP sender holds no connection between messages.
const sendersByConfig = new WeakMap<TConfig, TSenders>();
const sendersFor = (config: TConfig): TSenders => {
  let senders = sendersByConfig.get(config);
  if (!senders) {
    senders = { email: createEmailSender({ smtpUrl: config.smtpUrl }), sms: createSmsSender({ mode: config.vendorMode }) };
    sendersByConfig.set(config, senders);
  }
  return senders;
};

/** A server's refusal often quotes the recipient ("550 <ann@example.com>: no such user"): keep addresses out of logs and rows. */
export const withoutAddresses = (text: string): string =>
  text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]').replace(/\+?\d[\d ().-]{8,}\d/g, '[number]').slice(0, 500);

const send = async (row: TOutboxRow, senders: TSenders, config: TConfig): Promise<'SMTP' | 'SANDBOX'> => {
  if (row.channel === 'SMS') {
    await senders.sms.send({ to: row.toAddress, text: row.textBody });
    return senders.sms.via;
  }
  const brand = getBrand(row.organizationCode);
  if (!brand) throw new Error(`unknown organisation ${row.organizationCode}`);
  await senders.email.send({
    from: { name: brand.companyNameShort, address: config.mailFrom },
    replyTo: brand.supportEmail,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? '',
  });
  return senders.email.via;
};

/**
 * Sends one outbox message. A failure is retried with doubling delays (DELIVERY_RETRY); the last failure
 * marks the message FAILED. A message already SENT is not sent again, but a crash between the server's
 * acceptance and the SENT mark sends it twice: delivery is at least once (decision 019).
 */
export const deliverMessageJob = defineJob({
  name: DELIVER_MESSAGE_JOB,
  ZPayload: z.object({ messageId: z.uuid() }),
  handler: async ({ messageId }, { db, config, log, job }) => {
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId)).limit(1);
    if (!row || row.status !== 'QUEUED') return;
    const about = { messageId, kind: row.kind, channel: row.channel };
    try {
      const via = await send(row, sendersFor(config), config);
      await db
        .update(outboxMessages)
        .set({ status: 'SENT', deliveredVia: via, sentAt: new Date(), attempts: sql`${outboxMessages.attempts} + 1`, lastError: null })
        .where(eq(outboxMessages.id, messageId));
      log.info({ ...about, via }, 'message sent');
    } catch (error) {
      const reason = withoutAddresses(error instanceof Error ? error.message : String(error));
      const lastAttempt = job.retryCount >= DELIVERY_RETRY.retryLimit;
      await db
        .update(outboxMessages)
        .set({ status: lastAttempt ? 'FAILED' : 'QUEUED', attempts: sql`${outboxMessages.attempts} + 1`, lastError: reason })
        .where(eq(outboxMessages.id, messageId));
      log.warn({ ...about, reason, willRetry: !lastAttempt }, 'message not sent');
      // The queue keeps the error it is given: this one carries no address.
      throw new Error(reason);
    }
  },
});
