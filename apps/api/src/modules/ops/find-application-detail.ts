import type { TAgentApplicationDetail } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { answerHelocApplication, findApplicationInOrgs, findAuditTrail, findLiabilities, toWireLiability } from '../application/index.ts';
import { findConditions, toAgentCondition } from '../conditions/index.ts';
import { listDocuments } from '../documents/index.ts';
import { findApplicantProfile, maskApplicantFacts } from './reveal-applicant-facts.ts';

/**
 * An application as an agent sees it: status fields, audit trail, liabilities, conditions, documents, and the
 * applicant's personal facts masked (revealApplicantFacts shows them, with a reason, audited).
 */
export const findApplicationDetail = async (options: { db: Db; uuid: string; orgCodes: readonly string[] }): Promise<TAgentApplicationDetail> => {
  const { db, uuid } = options;
  const row = await findApplicationInOrgs(options);
  const [application, audit, liabilityRows, conditionRows, documents, profile] = await Promise.all([
    answerHelocApplication({ db, row }),
    findAuditTrail({ db, applicationUuid: uuid }),
    findLiabilities({ db, applicationUuid: uuid }),
    findConditions({ db, applicationUuid: uuid, openOnly: false }),
    listDocuments({ db, applicationUuid: uuid }),
    findApplicantProfile(db, row),
  ]);
  return {
    application,
    organizationCode: row.organizationCode,
    // The applicant's latest session replay, for the agent helping them (spec 03 section 7 "Monitoring").
    fullStoryLink: row.fullStoryLink,
    ownerIdentityUuid: row.ownerIdentityUuid,
    applicant: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    creditScore: row.creditScore,
    liabilities: liabilityRows.map((l) => ({ ...toWireLiability(l), payOff: { status: l.payOffStatus } })),
    auditTrail: audit.map((entry) => ({
      uuid: entry.uuid,
      actorKind: entry.actorKind,
      actorIdentityUuid: entry.actorIdentityUuid,
      action: entry.action,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      reason: entry.reason,
      details: entry.details,
      at: entry.at.toISOString(),
    })),
    conditions: conditionRows.map(toAgentCondition),
    documents,
    maskedFacts: maskApplicantFacts(row, profile),
  };
};
