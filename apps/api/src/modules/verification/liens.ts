import { desc, eq } from 'drizzle-orm';
import type { TConfirmLiensRequest, TLiensResponse, TVerificationActionResponse } from '@lintel/contract';
import { FCRA_NOTICE_VERSION, HARD_CREDIT_CONSENT_TYPE, LIENS_MESSAGES, ZDrawPreference } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { badRequest, conflict, HttpError } from '../../platform/http-error.ts';
import {
  changeStatus,
  findLiabilities,
  findOwnedApplication,
  markLiabilitiesForPayoff,
  toWireLiability,
  type TApplicationRow,
} from '../application/index.ts';
import { findLatestDocumentOfType } from '../documents/index.ts';
import { computePayoffDraw, findPayoffLiabilityUuids, savePayoffMarks } from '../offers/index.ts';
import { hardCreditConsents } from './tables.ts';

/** The statuses whose screen is liens (spec 01 section 4). */
export const LIEN_STATUSES: readonly string[] = ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'];

type TOwnerScope = { db: Db; uuid: string; ownerIdentityUuid: string; organizationCode: string };

const findLatestConsent = async (db: Db, applicationUuid: string) =>
  (
    await db
      .select()
      .from(hardCreditConsents)
      .where(eq(hardCreditConsents.applicationUuid, applicationUuid))
      .orderBy(desc(hardCreditConsents.givenAt))
      .limit(1)
  )[0];

/** GET liens: the latest pull's debts with their marks, the draw those marks make, the consent if given. */
export const findLiens = async (scope: TOwnerScope): Promise<TLiensResponse> => {
  const { db } = scope;
  const application = await findOwnedApplication(scope);
  const [rows, marked, consent, statement] = await Promise.all([
    findLiabilities({ db, applicationUuid: application.uuid }),
    findPayoffLiabilityUuids(db, application.uuid),
    findLatestConsent(db, application.uuid),
    findLatestDocumentOfType({ db, applicationUuid: application.uuid, type: 'PAYOFF_STATEMENT' }),
  ]);
  const markedSet = new Set(marked);
  const draw = await computePayoffDraw({ db, application, liabilities: rows, payoffUuids: marked }).catch(() => null);
  return {
    uuid: application.uuid,
    applicationStatus: application.status,
    liabilities: rows.map((row) => ({
      ...toWireLiability(row),
      payOff: markedSet.has(row.uuid) || row.payOffStatus === 'MARKED_FOR_PAYOFF' ? { status: 'MARKED_FOR_PAYOFF' } : null,
    })),
    draw: draw
      ? {
          selectedDraw: draw.selectedDraw,
          minDraw: draw.minDraw,
          maxDraw: draw.maxDraw,
          drawPreference: draw.drawPreference,
          initialDraw: draw.initialDraw,
        }
      : null,
    fcraNoticeVersion: FCRA_NOTICE_VERSION,
    hardCreditConsent: consent ? { version: consent.noticeVersion, givenAt: consent.givenAt.toISOString() } : null,
    payoffStatementDocumentUuid: statement?.uuid ?? null,
  };
};

/** The offer set with the hard-credit consent among its consents (spec 02 "Derived facts": the pull counts as done). */
const withHardCreditConsent = (application: TApplicationRow): Record<string, unknown> | undefined => {
  const offerSet = application.offerSet as { consents?: { type: string }[] } | null;
  if (!offerSet) return undefined;
  const consents = (offerSet.consents ?? []).filter((consent) => consent.type !== HARD_CREDIT_CONSENT_TYPE);
  return { ...offerSet, consents: [...consents, { type: HARD_CREDIT_CONSENT_TYPE }] };
};

/**
 * POST liens (issue 11 items 7-8): the applicant confirms the debts to pay off and, having read the FCRA notice,
 * authorises the hard pull. The consent is recorded with its time and notice version; the marks go onto the
 * debts and the offer choice, and the draw is worked out again with them. A payoff waits for the lenders'
 * payoff statements (PAYOFF_REQUEST_PENDING); otherwise the hard pull starts. A repeat after the move answers
 * where the application is now.
 */
export const confirmLiens = async (
  scope: TOwnerScope & { request: TConfirmLiensRequest; ipAddress: string | null },
): Promise<TVerificationActionResponse> => {
  const { db, request } = scope;
  const application = await findOwnedApplication(scope);
  const answer = (status: string) => ({ uuid: application.uuid, applicationStatus: status });
  if (!LIEN_STATUSES.includes(application.status)) {
    if (await findLatestConsent(db, application.uuid)) return answer(application.status);
    throw conflict(LIENS_MESSAGES.notExpected);
  }
  if (request.fcraNoticeVersion !== FCRA_NOTICE_VERSION) throw badRequest(LIENS_MESSAGES.version);
  const liabilities = await findLiabilities({ db, applicationUuid: application.uuid });
  const payoffUuids = [...new Set(request.payoffLiabilities ?? [])];
  const known = new Set(liabilities.map((row) => row.uuid));
  if (payoffUuids.some((uuid) => !known.has(uuid))) throw badRequest(LIENS_MESSAGES.unknownLiability);
  const preference = request.drawPreference === undefined ? undefined : ZDrawPreference.parse(request.drawPreference);
  const draw = await computePayoffDraw({ db, application, liabilities, payoffUuids, drawPreference: preference });

  await db.insert(hardCreditConsents).values({
    applicationUuid: application.uuid,
    identityUuid: scope.ownerIdentityUuid,
    noticeVersion: FCRA_NOTICE_VERSION,
    ipAddress: scope.ipAddress,
  });
  await markLiabilitiesForPayoff({ db, applicationUuid: application.uuid, payoffUuids });
  await savePayoffMarks({
    db,
    applicationUuid: application.uuid,
    payoffUuids,
    ...(draw ? { drawPreference: draw.drawPreference, selectedDraw: draw.selectedDraw } : {}),
  });
  const offerSet = withHardCreditConsent(application);
  try {
    const moved = await changeStatus({
      db,
      uuid: application.uuid,
      to: payoffUuids.length > 0 ? 'PAYOFF_REQUEST_PENDING' : 'HARD_CREDIT_PULL',
      actor: { kind: 'APPLICANT', identityUuid: scope.ownerIdentityUuid },
      reason: payoffUuids.length > 0 ? 'Debts confirmed with a payoff; hard credit pull authorised' : 'Debts confirmed; hard credit pull authorised',
      expectedFrom: application.status,
      fields: { ...draw?.fields, ...(offerSet ? { offerSet } : {}) },
      details: { payoffCount: payoffUuids.length, fcraNoticeVersion: FCRA_NOTICE_VERSION, drawPreference: draw?.drawPreference ?? null },
    });
    return answer(moved.status);
  } catch (error) {
    // A double click: the first request moved the application; the second answers where it went.
    if (error instanceof HttpError && error.statusCode === 409) {
      const current = await findOwnedApplication(scope);
      return answer(current.status);
    }
    throw error;
  }
};
