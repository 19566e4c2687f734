import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-time codes the hosted pages hand back to the web app (decision 014). Only a SHA-256 of the code is
 * kept, so a copy of the table cannot be replayed; usedAt makes each code good for one exchange.
 */
export const identityProviderCodes = pgTable(
  'identity_provider_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    identityUuid: uuid('identity_uuid').notNull(),
    organizationCode: text('organization_code').notNull(),
    context: text('context', { enum: ['customer', 'agent'] }).notNull(),
    externalStateNonce: text('external_state_nonce').notNull(),
    // Recorded as asked by the broker; the sandbox provider has no real second factor.
    displayConsentsWithMfa: boolean('display_consents_with_mfa').notNull().default(false),
    telemetryTrackingId: text('telemetry_tracking_id'),
    applicationName: text('application_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('identity_provider_codes_expires_idx').on(t.expiresAt)],
);
