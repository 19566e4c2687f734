import { and, desc, eq, inArray } from 'drizzle-orm';
import { OUTBOX_LIST_LIMIT, type TApplicationMessage } from '@lintel/contract';
import { toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { outboxMessages } from './tables.ts';

const keyOf = (to: string): string => {
  if (to.includes('@')) return to.trim().toLowerCase();
  return `+1${toPhoneDigits(to).replace(/^1(?=\d{10}$)/, '')}`;
};

/**
 * Every message (queued, sent or failed) written to any of a person's addresses within one organisation,
 * newest first: what the agents' console shows on an application's page.
 */
export const findMessagesTo = async (options: { db: Db; organizationCode: string; addresses: readonly string[] }): Promise<TApplicationMessage[]> => {
  const keys = [...new Set(options.addresses.filter((a) => a.trim() !== '').map(keyOf))];
  if (keys.length === 0) return [];
  const rows = await options.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.organizationCode, options.organizationCode), inArray(outboxMessages.toKey, keys)))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_LIST_LIMIT);
  return rows.map((row) => ({
    channel: row.channel,
    kind: row.kind,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    deliveredVia: row.deliveredVia ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
};
