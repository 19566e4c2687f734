import { getPricing } from '@lintel/brands';
import type { TOfferLiability, TOfferRevision, TOffersResponse } from '@lintel/contract';
import { centsToDollars } from '@lintel/domain';
import {
  findAuditTrail,
  findLiabilities,
  findOwnedApplication,
  toWireLiability,
  type TApplicationRow,
} from '../application/index.ts';
import type { Db } from '../../platform/database.ts';
import { findBpoRequest } from '../bpo/index.ts';
import { findApplicationDetails, findOfferSelection } from './details-store.ts';
import type { TOwnerScope } from './load-application.ts';
import { offerSetOf } from './offer-set-of.ts';
import { propertyConditionOf } from './property-condition.ts';
import { findDefaultOffer, priceApplication, recordedLienBalances } from './price-application.ts';
import type { TOfferSelectionRow } from './tables.ts';

const REVISION_FALLBACK_REASON = 'Your offers were updated after we verified your information.';

const findRevision = async (
  db: Db,
  application: TApplicationRow,
  selection: TOfferSelectionRow | undefined,
): Promise<TOfferRevision | null> => {
  const offerSet = offerSetOf(application);
  if (application.status !== 'REVISED_OFFER_SELECTION' || !selection || !offerSet) return null;
  const trail = await findAuditTrail({ db, applicationUuid: application.uuid });
  const entry = trail
    .filter((row) => row.toStatus === 'REVISED_OFFER_SELECTION' && row.action !== 'FIELDS_UPDATED')
    .at(-1);
  const best = findDefaultOffer(offerSet, getPricing(application.organizationCode));
  return {
    previousDrawAmount: centsToDollars(selection.drawAmount),
    previousRate: Number(selection.rate),
    revisedMaxDraw: Math.max(...offerSet.offers.map((offer) => offer.maxDraw)),
    revisedRate: best.rate,
    reason: entry?.reason?.trim() || REVISION_FALLBACK_REASON,
  };
};

/** The line a lien-position requalification allows, next to the line offered before. */
const findRequalification = async (
  db: Db,
  application: TApplicationRow,
): Promise<TOffersResponse['requalification']> => {
  if (application.status !== 'CLTV_LIEN_POSITION_REQUALIFY') return null;
  const liabilities = await findLiabilities({ db, applicationUuid: application.uuid });
  const details = await findApplicationDetails(db, application.uuid);
  const priced = priceApplication({
    application,
    liabilities,
    assetDepletionAmount: details?.assetDepletionAmount ?? undefined,
    cltvLimitOverride: getPricing(application.organizationCode).requalifyCltvLimit,
  });
  return {
    previousMaxLine: offerSetOf(application)?.offers[0]?.max ?? 0,
    requalifiedMaxLine: priced.offerSet === null ? 0 : priced.maxLine,
    lienPosition: recordedLienBalances(application).length + 1,
  };
};

/** GET offers: the offer set with the liabilities (payoff marks from the current choice), the choice, and what changed. */
export const findOffers = async (scope: TOwnerScope): Promise<TOffersResponse> => {
  const { db } = scope;
  const application = await findOwnedApplication(scope);
  const [liabilityRows, selection, bpoRequest] = await Promise.all([
    findLiabilities({ db, applicationUuid: application.uuid }),
    findOfferSelection(db, application.uuid),
    findBpoRequest({ db, applicationUuid: application.uuid }),
  ]);
  const payoff = new Set(selection?.payoffLiabilityUuids ?? []);
  const liabilities: TOfferLiability[] = liabilityRows.map((row) => ({
    ...toWireLiability(row),
    payOff: payoff.has(row.uuid)
      ? { status: 'MARKED_FOR_PAYOFF' }
      : row.payOffStatus
        ? { status: row.payOffStatus }
        : null,
  }));
  const offerSet = offerSetOf(application);
  const defaultOffer = offerSet ? findDefaultOffer(offerSet, getPricing(application.organizationCode)) : null;
  return {
    applicationStatus: application.status,
    offerSet,
    defaultOffer: defaultOffer
      ? { type: defaultOffer.type, term: defaultOffer.term, originationFeeRate: defaultOffer.originationFee }
      : null,
    liabilities,
    selection: selection
      ? {
          type: selection.type,
          term: selection.term,
          originationFeeRate: Number(selection.originationFeeRate),
          drawAmount: centsToDollars(selection.drawAmount),
          drawPreference: (selection.drawPreference as 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE' | null) ?? null,
          rate: Number(selection.rate),
        }
      : null,
    revision: await findRevision(db, application, selection),
    property: {
      street1: application.propertyStreet1,
      street2: application.propertyStreet2,
      city: application.propertyCity,
      state: application.propertyState,
      zip: application.propertyZip,
      propertyValue: centsToDollars(application.adjustedHomeAmount ?? application.homeValue),
      propertyCondition: propertyConditionOf(application, bpoRequest?.reportedCondition),
    },
    requalification: await findRequalification(db, application),
  };
};
