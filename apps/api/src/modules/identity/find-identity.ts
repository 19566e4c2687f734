import { eq } from 'drizzle-orm';
import type { TIdentity, TRole } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { identities } from './tables.ts';

export type TIdentityRecord = typeof identities.$inferSelect;

export const emailKeyOf = (email: string): string => email.trim().toLowerCase();

export const findIdentity = async (options: { db: Db; identityUuid: string }): Promise<TIdentityRecord | undefined> => {
  const [row] = await options.db.select().from(identities).where(eq(identities.uuid, options.identityUuid)).limit(1);
  return row;
};

export const findIdentityByEmail = async (options: { db: Db; email: string }): Promise<TIdentityRecord | undefined> => {
  const [row] = await options.db.select().from(identities).where(eq(identities.emailKey, emailKeyOf(options.email))).limit(1);
  return row;
};

/** The wire shape (ZIdentity): no hash, no internals. */
export const toIdentityResponse = (identity: TIdentityRecord): TIdentity => ({
  uuid: identity.uuid,
  email: identity.email,
  isBroker: false,
  roles: identity.roles as TRole[],
  organizationCode: identity.organizationCode,
  aliases: identity.phoneAlias ? [{ type: 'Phone', value: identity.phoneAlias }] : [],
});
