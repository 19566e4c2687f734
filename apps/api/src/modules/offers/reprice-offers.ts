import { getPricing } from '@lintel/brands';
import { adverseActionReasonsForNoOffer } from '@lintel/domain';
import type { TAssetsPrequalRequest, TOffersActionResponse } from '@lintel/contract';
import { changeStatus, findLiabilities } from '../application/index.ts';
import { findApplicationDetails, saveApplicationDetails } from './details-store.ts';
import { loadApplicationInStep, type TOwnerScope } from './load-application.ts';
import { initialOfferColumns, priceApplication } from './price-application.ts';

const moveWithPricing = async (
  scope: TOwnerScope,
  from: 'ASSETS_PREQUAL' | 'CLTV_LIEN_POSITION_REQUALIFY',
  options: {
    assetDepletionAmount?: number | undefined;
    cltvLimitOverride?: string | undefined;
    reason: string;
  },
): Promise<TOffersActionResponse> => {
  const application = await loadApplicationInStep(scope, [from]);
  const liabilities = await findLiabilities({ db: scope.db, applicationUuid: application.uuid });
  const priced = priceApplication({ application, liabilities, ...options });
  const actor = { kind: 'APPLICANT' as const, identityUuid: scope.ownerIdentityUuid };
  const moved = priced.offerSet
    ? await changeStatus({
        db: scope.db,
        uuid: application.uuid,
        to: 'OFFER_SELECTION',
        actor,
        reason: options.reason,
        expectedFrom: from,
        fields: initialOfferColumns(priced.offerSet, application.organizationCode),
      })
    : await changeStatus({
        db: scope.db,
        uuid: application.uuid,
        to: 'DECLINED',
        actor,
        reason: `${options.reason}: no offer`,
        expectedFrom: from,
        fields: { uwDecision: 'DECLINE', adverseActionReasons: adverseActionReasonsForNoOffer(priced.reason) },
      });
  return { uuid: moved.uuid, applicationStatus: moved.status };
};

/** ASSETS_PREQUAL: liquid assets count as income over the brand's depletion months; then the offers are priced again. */
export const submitAssetsPrequal = async (
  scope: TOwnerScope & { request: TAssetsPrequalRequest },
): Promise<TOffersActionResponse> => {
  await loadApplicationInStep(scope, ['ASSETS_PREQUAL']);
  const amount = Math.round(scope.request.liquidAssets);
  await saveApplicationDetails(scope.db, scope.uuid, { assetDepletionAmount: amount });
  return moveWithPricing(scope, 'ASSETS_PREQUAL', {
    assetDepletionAmount: amount,
    reason: 'Asset depletion completed',
  });
};

/** CLTV_LIEN_POSITION_REQUALIFY: the applicant takes the smaller line the requalification CLTV limit allows. */
export const acceptRequalifiedOffers = async (scope: TOwnerScope): Promise<TOffersActionResponse> => {
  const application = await loadApplicationInStep(scope, ['CLTV_LIEN_POSITION_REQUALIFY']);
  const details = await findApplicationDetails(scope.db, scope.uuid);
  return moveWithPricing(scope, 'CLTV_LIEN_POSITION_REQUALIFY', {
    assetDepletionAmount: details?.assetDepletionAmount ?? undefined,
    cltvLimitOverride: getPricing(application.organizationCode).requalifyCltvLimit,
    reason: 'Requalified line accepted',
  });
};
