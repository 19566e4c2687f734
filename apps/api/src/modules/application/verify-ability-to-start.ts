import { and, eq } from 'drizzle-orm';
import type { TVerifyAbilityToStartApplication } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { hasRecentHeloc } from './recent-heloc.ts';
import { applications } from './tables.ts';

/**
 * An applicant may start an application unless one is active in this organisation; `recentHeloc` says whether a
 * HELOC of this organisation was funded for them within the waiting period (decision 088).
 */
export const verifyAbilityToStartApplication = async (options: {
  db: Db;
  ownerIdentityUuid: string;
  organizationCode: string;
}): Promise<TVerifyAbilityToStartApplication> => {
  const active = await options.db
    .selectDistinct({ organizationCode: applications.organizationCode })
    .from(applications)
    .where(and(eq(applications.ownerIdentityUuid, options.ownerIdentityUuid), eq(applications.active, true)));
  const organizationsWithActiveApplication = active.map((row) => row.organizationCode).sort();
  return {
    canStartApplication: !organizationsWithActiveApplication.includes(options.organizationCode),
    organizationsWithActiveApplication,
    recentHeloc: await hasRecentHeloc(options),
  };
};
