import { and, asc, eq } from 'drizzle-orm';
import type { TExperimentRecord } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { findOwnedApplication } from '../application/index.ts';
import { applicationExperiments } from './tables.ts';

/**
 * Saves the experiment variations of the caller's own application (another's answers 404). A repeat
 * for the same experiment replaces the variation: the web assigns once, but a retry must not fail.
 */
export const saveExperiments = async (options: {
  db: Db;
  applicationUuid: string;
  organizationCode: string;
  identityUuid: string;
  experiments: TExperimentRecord[];
}): Promise<TExperimentRecord[]> => {
  const { db, applicationUuid, organizationCode, identityUuid } = options;
  await findOwnedApplication({ db, uuid: applicationUuid, ownerIdentityUuid: identityUuid, organizationCode });
  const now = new Date();
  for (const experiment of options.experiments) {
    await db
      .insert(applicationExperiments)
      .values({ applicationUuid, organizationCode, name: experiment.name, variation: experiment.variation, savedByIdentityUuid: identityUuid, updatedAt: now })
      .onConflictDoUpdate({
        target: [applicationExperiments.applicationUuid, applicationExperiments.name],
        set: { variation: experiment.variation, savedByIdentityUuid: identityUuid, updatedAt: now },
      });
  }
  return db
    .select({ name: applicationExperiments.name, variation: applicationExperiments.variation })
    .from(applicationExperiments)
    .where(and(eq(applicationExperiments.applicationUuid, applicationUuid), eq(applicationExperiments.organizationCode, organizationCode)))
    .orderBy(asc(applicationExperiments.name));
};
