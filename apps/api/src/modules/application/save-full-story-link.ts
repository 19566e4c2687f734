import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/http-error.ts';
import { applications } from './tables.ts';

/**
 * Stores the session-replay link on one of the owner's applications in the organisation (404 for any other),
 * replacing the earlier one. `updatedAt` is left alone: it dates the status the status call answers, and a link
 * changes no status (decision 076).
 */
export const saveFullStoryLink = async (options: {
  db: Db;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
  link: string;
}): Promise<void> => {
  const updated = await options.db
    .update(applications)
    .set({ fullStoryLink: options.link })
    .where(
      and(
        eq(applications.uuid, options.uuid),
        eq(applications.ownerIdentityUuid, options.ownerIdentityUuid),
        eq(applications.organizationCode, options.organizationCode),
      ),
    )
    .returning({ uuid: applications.uuid });
  if (updated.length === 0) throw notFound();
};
