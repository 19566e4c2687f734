import type { TCreditDecisionResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { findOwnedApplication } from '../application/index.ts';

/**
 * The adverse-action reasons the applicant is entitled to see (Regulation B) once the application is
 * declined; none before that, so nothing of an ongoing review shows early.
 */
export const findCreditDecision = async (options: {
  db: Db;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
}): Promise<TCreditDecisionResponse> => {
  const application = await findOwnedApplication(options);
  const declined = application.status === 'DECLINED' || application.uwDecision === 'DECLINE';
  return { uuid: application.uuid, adverseActionReasons: declined ? (application.adverseActionReasons ?? []) : [] };
};
