import { and, desc, eq } from 'drizzle-orm';
import { OUTBOX_LIST_LIMIT, type TOutboxMessage } from '@lintel/contract';
import { toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { outboxMessages } from './tables.ts';

// An email address is looked up lower-cased; anything without "@" is a phone number, looked up as +1 and ten digits.
const keyOf = (to: string): string => {
  if (to.includes('@')) return to.trim().toLowerCase();
  return `+1${toPhoneDigits(to).replace(/^1(?=\d{10}$)/, '')}`;
};

/** The messages that reached the sandbox mailbox for one address, newest first (spec 04 section 9.2). */
export const findSandboxMailbox = async (options: { db: Db; to: string }): Promise<TOutboxMessage[]> => {
  const rows = await options.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toKey, keyOf(options.to)), eq(outboxMessages.status, 'SENT'), eq(outboxMessages.deliveredVia, 'SANDBOX')))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_LIST_LIMIT);
  return rows.map((row) => ({
    to: row.toAddress,
    channel: row.channel,
    subject: row.subject,
    text: row.textBody,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  }));
};
