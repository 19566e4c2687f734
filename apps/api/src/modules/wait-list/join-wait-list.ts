import { and, eq, notLike } from 'drizzle-orm';
import type { TJoinWaitListRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import { sealText } from '../../platform/sealed-text.ts';
import { waitListEntries } from './tables.ts';

/** The associated data of a sealed date of birth: the entry's organisation and email (its unique key). */
export const dobContextOf = (organizationCode: string, email: string) => `wait-list-dob:${organizationCode}:${email}`;

/** Adds the person to the organisation's wait list; a repeat (same email) keeps the first entry and answers it. */
export const joinWaitList = async (options: {
  db: Db;
  keyring: TKeyring;
  organizationCode: string;
  request: TJoinWaitListRequest;
}): Promise<{ uuid: string; created: boolean }> => {
  const { db, organizationCode, request } = options;
  const email = request.email.toLowerCase();
  const inserted = await db
    .insert(waitListEntries)
    .values({
      organizationCode,
      email,
      firstName: request.firstName,
      lastName: request.lastName,
      // Sealed like the SSN (issue 19 item 9): nobody reads it back, a copy of the table reveals nothing.
      dob: sealText({ keyring: options.keyring, plain: request.dob, context: dobContextOf(organizationCode, email) }),
      // Whole dollars: the form's income field has no cents.
      income: Math.round(request.income),
      street1: request.street1,
      street2: request.street2 ?? '',
      city: request.city,
      state: request.state,
      zip: request.zip,
      consent: request.consent,
    })
    .onConflictDoNothing()
    .returning({ uuid: waitListEntries.uuid });
  if (inserted[0]) return { uuid: inserted[0].uuid, created: true };
  const [existing] = await db
    .select({ uuid: waitListEntries.uuid })
    .from(waitListEntries)
    .where(and(eq(waitListEntries.organizationCode, organizationCode), eq(waitListEntries.email, email)));
  if (!existing) throw new Error('wait-list entry vanished after a conflict');
  return { uuid: existing.uuid, created: false };
};

/**
 * Entries written before dates of birth were sealed: sealed now, at start. Each update is conditional on
 * the plain value still being there, so processes starting together do the work once.
 */
export const sealPlainDatesOfBirth = async (options: { db: Db; keyring: TKeyring }): Promise<number> => {
  const { db, keyring } = options;
  const plain = await db
    .select({ uuid: waitListEntries.uuid, organizationCode: waitListEntries.organizationCode, email: waitListEntries.email, dob: waitListEntries.dob })
    .from(waitListEntries)
    .where(and(notLike(waitListEntries.dob, 'v1.%'), notLike(waitListEntries.dob, 'v2.%')));
  for (const entry of plain) {
    const sealed = sealText({ keyring, plain: entry.dob, context: dobContextOf(entry.organizationCode, entry.email) });
    await db.update(waitListEntries).set({ dob: sealed }).where(and(eq(waitListEntries.uuid, entry.uuid), eq(waitListEntries.dob, entry.dob)));
  }
  return plain.length;
};
