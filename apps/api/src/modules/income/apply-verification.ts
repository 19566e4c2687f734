import { adverseActionReasonsForNoOffer, revisedOfferReason, verifiedIncomeIsLower } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { changeStatus, findLiabilities, type TActor, type TApplicationRow } from '../application/index.ts';
import { initialOfferColumns, priceApplication } from '../offers/index.ts';

/** Statuses income verification may leave from (spec 01 routing: income/review and income/employer-verification). */
export const INCOME_STATUSES = ['INCOME_VERIFICATION', 'WAITING_FOR_INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION'] as const;

/**
 * Verified income decides where the application goes: at or above the stated income, on to identity
 * verification; below it, the offers are priced again on the verified income (REVISED_OFFER_SELECTION, the
 * application's income becoming the verified one), or declined when that leaves no offer.
 */
export const moveOnVerifiedIncome = async (options: {
  db: Db;
  application: TApplicationRow;
  verifiedAnnualIncome: number;
  actor: TActor;
  source: string;
}): Promise<TApplicationRow> => {
  const { db, application, verifiedAnnualIncome, actor } = options;
  const stated = application.annualIncome;
  const details = { source: options.source };
  if (!verifiedIncomeIsLower(verifiedAnnualIncome, stated)) {
    return changeStatus({ db, uuid: application.uuid, to: 'IDENTITY_VERIFICATION', actor, reason: `Income verified (${options.source})`, expectedFrom: application.status, details });
  }
  const liabilities = await findLiabilities({ db, applicationUuid: application.uuid });
  const priced = priceApplication({ application: { ...application, annualIncome: verifiedAnnualIncome }, liabilities });
  if (!priced.offerSet) {
    return changeStatus({
      db,
      uuid: application.uuid,
      to: 'DECLINED',
      actor,
      reason: `No offer on the verified income (${options.source})`,
      expectedFrom: application.status,
      fields: { annualIncome: verifiedAnnualIncome, uwDecision: 'DECLINE', adverseActionReasons: adverseActionReasonsForNoOffer(priced.reason) },
      details,
    });
  }
  const offerSet = { ...priced.offerSet, decision: 'SELECT', subDecision: 'VERIFIED_DTI_LIMITED' };
  return changeStatus({
    db,
    uuid: application.uuid,
    to: 'REVISED_OFFER_SELECTION',
    actor,
    reason: revisedOfferReason(verifiedAnnualIncome, stated),
    expectedFrom: application.status,
    fields: { ...initialOfferColumns(offerSet, application.organizationCode), annualIncome: verifiedAnnualIncome },
    details: { ...details, offers: offerSet.offers.length },
  });
};
