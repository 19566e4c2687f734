import { adverseActionReasonsForNoOffer, type TApplicationStatus } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import { DEFAULT_RETRY, defineJob, statusEntryPayloadOf, ZStatusEntryPayload, type TJobContext } from '../../platform/workflow.ts';
import { vendorsFor } from '../../vendors/index.ts';
import {
  findApplicationInEntry,
  findLiabilities,
  moveFromJob,
  replaceLiabilities,
  type TApplicationRow,
  type TStatusChangeColumns,
} from '../application/index.ts';
import { mapCreditOutcome } from '../credit/index.ts';
import { initialOfferColumns, priceApplication, propertyConditionFromAvmConfidence } from '../offers/index.ts';
import { needsAssetsPrequal } from './needs-assets-prequal.ts';
import { callVendor, exhaustedReason } from './vendor-step.ts';

const WAITING = 'IN_PROGRESS';
export const PREQUALIFY_JOB = 'prequalify';

/**
 * Moves the application on from IN_PROGRESS (or records a step's result in it); null when someone else (an
 * agent, a cancellation) moved it meanwhile: this run then has nothing left to do.
 */
const move = (
  context: TJobContext,
  application: TApplicationRow,
  to: TApplicationStatus,
  reason: string,
  fields: TStatusChangeColumns = {},
  details?: Record<string, unknown>,
) =>
  moveFromJob(context, {
    uuid: application.uuid,
    to,
    reason,
    fields,
    expectedFrom: WAITING,
    ...(details ? { details } : {}),
  });

/**
 * Pre-qualification, run once per entry into IN_PROGRESS: the soft credit pull, the property records, the
 * automated valuation and the first offers. Each step records its result as it goes and is skipped when the
 * result is already there, so a retry (or a run after a crash) picks up where the last attempt stopped. A
 * side path (no match, frozen, decline, delinquency, no property, several, no valuation, assets) ends the run.
 */
export const prequalifyJob = defineJob({
  name: PREQUALIFY_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: WAITING,
    payloadOf: statusEntryPayloadOf,
    onExhausted: { status: 'CREDIT_ERROR', reason: exhaustedReason('Pre-qualification', DEFAULT_RETRY.limit + 1) },
  },
  handler: async (payload, context) => {
    const found = await findApplicationInEntry({ db: context.db, status: WAITING, ...payload });
    if (!found) return;
    let application: TApplicationRow = found;
    const vendors = vendorsFor(context.config);

    if (application.creditReportId === null) {
      const now = await clockNow(context.db);
      const current = application;
      const result = await callVendor('credit bureau', () =>
        vendors.creditBureau.pullCredit({
          kind: 'SOFT',
          firstName: current.firstName,
          lastName: current.lastName,
          street1: current.propertyStreet1,
          city: current.propertyCity,
          state: current.propertyState,
          zip: current.propertyZip,
          frozenSince: current.creditFrozenAt,
          now,
        }),
      );
      const outcome = mapCreditOutcome({ kind: 'SOFT', result, application, now });
      if (outcome.tradelines) {
        await replaceLiabilities({ db: context.db, applicationUuid: application.uuid, source: 'SOFT', tradelines: outcome.tradelines });
      }
      const moved = await move(context, application, outcome.to ?? WAITING, outcome.reason, outcome.fields, outcome.details);
      if (!moved || outcome.to !== null) return;
      application = moved;
    }

    if (application.propertyRecord === null) {
      const current = application;
      const result = await callVendor('property records provider', () =>
        vendors.propertyRecords.findProperty({
          street1: current.propertyStreet1,
          street2: current.propertyStreet2,
          city: current.propertyCity,
          state: current.propertyState,
          zip: current.propertyZip,
          ownerFirstName: current.firstName,
          ownerLastName: current.lastName,
        }),
      );
      if (result.outcome === 'NOT_FOUND') {
        await move(context, application, 'NO_PROPERTY_FOUND', 'No property found at the address');
        return;
      }
      if (result.outcome === 'MULTIPLE') {
        await move(context, application, 'MULTIPLE_PROPERTIES', 'Several properties match the address', {}, { candidates: result.candidates.length });
        return;
      }
      const moved = await move(context, application, WAITING, 'Property found', { propertyRecord: result.property });
      if (!moved) return;
      application = moved;
    }

    if (application.homeValue === null) {
      const current = application;
      const result = await callVendor('valuation provider', () =>
        vendors.valuation.estimateValue({
          street1: current.propertyStreet1,
          street2: current.propertyStreet2,
          city: current.propertyCity,
          state: current.propertyState,
          zip: current.propertyZip,
        }),
      );
      if (result.outcome === 'NO_AVM') {
        await move(context, application, 'NO_AVM_FOUND', 'No automated valuation: a broker price opinion is required', {
          bpo: 'BPO_REQUIRED',
          uwSubDecision: 'BPO_PENDING',
        });
        return;
      }
      const moved = await move(context, application, WAITING, 'Property valued', {
        homeValue: result.value,
        valuationConfidence: result.confidence,
        valuationSource: 'AVM',
        propertyCondition: propertyConditionFromAvmConfidence(result.confidence),
        bpo: 'BPO_NOT_REQUIRED',
      });
      if (!moved) return;
      application = moved;
    }

    if (needsAssetsPrequal(application.annualIncome, application.otherIncome)) {
      await move(context, application, 'ASSETS_PREQUAL', 'Income below 20000 with no other income', { uwDecision: 'ASSET_DEPLETION' });
      return;
    }
    const liabilities = await findLiabilities({ db: context.db, applicationUuid: application.uuid });
    // Pricing is the offers module's (the brand's pricing configuration, decision 012).
    const priced = priceApplication({ application, liabilities });
    if (priced.offerSet === null) {
      await move(context, application, 'DECLINED', `No offer: ${priced.reason}`, {
        uwDecision: 'DECLINE',
        adverseActionReasons: adverseActionReasonsForNoOffer(priced.reason),
      });
      return;
    }
    await move(
      context,
      application,
      'OFFER_SELECTION',
      'First offers computed',
      { ...initialOfferColumns(priced.offerSet, application.organizationCode), adjustedHomeAmount: application.homeValue },
      { offers: priced.offerSet.offers.length, liabilities: liabilities.length },
    );
  },
});
