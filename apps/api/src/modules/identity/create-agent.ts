import { eq } from 'drizzle-orm';
import { MAIN_ORG_CODE, isKnownOrg } from '@lintel/brands';
import { ZEmail, ZPassword } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { emailKeyOf, findIdentityByEmail } from './find-identity.ts';
import { hashPassword } from './password-hash.ts';
import { announceSessionChange, awaitSessionEviction, notifySessionChange } from './session-events.ts';
import { identities } from './tables.ts';

export class AgentInputError extends Error {}

/**
 * Creates an agent (or admin) who logs in on the agent path. An existing agent with that email keeps
 * its password and gets the roles and organisations given; a customer email is refused.
 */
export const createAgent = async (options: {
  db: Db;
  email: string;
  password: string;
  admin?: boolean;
  orgCodes?: string[];
  /** Roles beside AGENT (and ADMIN), e.g. NOTARY for the notary room. */
  extraRoles?: readonly 'NOTARY'[];
}): Promise<{ identityUuid: string; created: boolean }> => {
  const email = ZEmail.safeParse(options.email);
  if (!email.success) throw new AgentInputError(email.error.issues.map((i) => i.message).join('; '));
  const password = ZPassword.safeParse(options.password);
  if (!password.success) throw new AgentInputError(`Password: ${password.error.issues.map((i) => i.message).join('; ')}`);
  const orgCodes = (options.orgCodes?.length ? options.orgCodes : [MAIN_ORG_CODE]).map((code) => code.toUpperCase());
  const unknown = orgCodes.filter((code) => !isKnownOrg(code));
  if (unknown.length > 0) throw new AgentInputError(`Unknown organization code(s): ${unknown.join(', ')}`);
  const roles = [...(options.admin ? ['AGENT', 'ADMIN'] : ['AGENT']), ...(options.extraRoles ?? [])];

  const existing = await findIdentityByEmail({ db: options.db, email: email.data });
  if (existing) {
    if (existing.context !== 'agent') throw new AgentInputError(`${email.data} is a customer account, not an agent`);
    // Cached sessions carry the roles and organisations: every session of this agent is dropped.
    const evictedEverywhere = awaitSessionEviction(options.db, existing.uuid);
    await options.db.transaction(async (tx) => {
      await tx.update(identities).set({ roles, orgCodes }).where(eq(identities.uuid, existing.uuid));
      await notifySessionChange(tx, existing.uuid);
    });
    announceSessionChange(options.db, existing.uuid);
    await evictedEverywhere;
    return { identityUuid: existing.uuid, created: false };
  }
  const [row] = await options.db
    .insert(identities)
    .values({
      email: email.data,
      emailKey: emailKeyOf(email.data),
      passwordHash: await hashPassword(password.data),
      context: 'agent',
      roles,
      organizationCode: orgCodes[0] ?? MAIN_ORG_CODE,
      orgCodes,
    })
    .onConflictDoNothing()
    .returning({ uuid: identities.uuid });
  if (!row) return createAgent(options); // another process created it a moment ago: update that one
  return { identityUuid: row.uuid, created: true };
};

/** ADMIN_EMAIL / ADMIN_PASSWORD at start: the first admin, created once. */
export const ensureAdmin = async (options: { db: Db; email: string; password: string }): Promise<{ created: boolean }> => {
  if (await findIdentityByEmail({ db: options.db, email: options.email })) return { created: false };
  const { created } = await createAgent({ ...options, admin: true });
  return { created };
};
