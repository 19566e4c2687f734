import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from '../tables.ts';

/**
 * A password-reset link (decision 019). Only the SHA-256 of its token is kept: the database alone cannot
 * be used to reset anyone's password. Times are on the simulated clock, like every waiting period.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_hash_unique'),
    organizationCode: text('organization_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_identity_idx').on(t.identityUuid, t.createdAt)],
);
