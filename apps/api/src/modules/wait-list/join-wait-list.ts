import { and, eq } from 'drizzle-orm';
import type { TJoinWaitListRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { waitListEntries } from './tables.ts';

/** Adds the person to the organisation's wait list; a repeat (same email) keeps the first entry and answers it. */
export const joinWaitList = async (options: { db: Db; organizationCode: string; request: TJoinWaitListRequest }): Promise<{ uuid: string; created: boolean }> => {
  const { db, organizationCode, request } = options;
  const email = request.email.toLowerCase();
  const inserted = await db
    .insert(waitListEntries)
    .values({
      organizationCode,
      email,
      firstName: request.firstName,
      lastName: request.lastName,
      dob: request.dob,
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
