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
 * Pre-qualifications one process runs at once. A run is three vendor lookups (asked together: one vendor
 * latency) and a few short writes: it waits more than it works, so a burst of 20 applicants is served in one
 * wave rather than three (the default of 8 slots did that); more slots than this only queue the same work on
 * the database's connections (decision 057). JOB_CONCURRENCY_BY_QUEUE=prequalify=N overrides it.
 */
export const PREQUALIFY_CONCURRENCY = 32;

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

/** A call under way whose failure is looked at later (or never, when an earlier step ends the run). */
const started = <T>(call: Promise<T>): Promise<T> => {
  call.catch(() => undefined);
  return call;
};

/**
 * Pre-qualification, run once per entry into IN_PROGRESS: the soft credit pull, the property records, the
 * automated valuation and the first offers (the three vendor lookups asked at once, their results recorded in
 * that order). Each step records its result as it goes and is skipped when the result is already there, so a
 * retry (or a run after a crash) picks up where the last attempt stopped. A side path (no match, frozen,
 * decline, delinquency, no property, several, no valuation, assets) ends the run.
 */
export const prequalifyJob = defineJob({
  name: PREQUALIFY_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  concurrency: PREQUALIFY_CONCURRENCY,
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
    const asked = found;
    const now = asked.creditReportId === null ? await clockNow(context.db) : undefined;

    // The three lookups still missing start together: each waits on a vendor (a bureau's latency), and one
    // after the other they kept an applicant waiting three times as long (decision 057). Their results are
    // still recorded one at a time in the same order, and a step's outcome still ends the run as before, so
    // what is recorded and where the application goes are unchanged; what changes is that the property and
    // valuation lookups are asked even for an applicant the bureau turns away (their answers then unused).
    // A rejected call is awaited (and throws, so the job retries) only when its step is reached.
    const credit =
      asked.creditReportId === null
        ? started(
            callVendor('credit bureau', () =>
              vendors.creditBureau.pullCredit({
                kind: 'SOFT',
                firstName: asked.firstName,
                lastName: asked.lastName,
                street1: asked.propertyStreet1,
                city: asked.propertyCity,
                state: asked.propertyState,
                zip: asked.propertyZip,
                frozenSince: asked.creditFrozenAt,
                now: now!,
              }),
            ),
          )
        : undefined;
    const property =
      asked.propertyRecord === null
        ? started(
            callVendor('property records provider', () =>
              vendors.propertyRecords.findProperty({
                street1: asked.propertyStreet1,
                street2: asked.propertyStreet2,
                city: asked.propertyCity,
                state: asked.propertyState,
                zip: asked.propertyZip,
                ownerFirstName: asked.firstName,
                ownerLastName: asked.lastName,
              }),
            ),
          )
        : undefined;
    const valuation =
      asked.homeValue === null
        ? started(
            callVendor('valuation provider', () =>
              vendors.valuation.estimateValue({
                street1: asked.propertyStreet1,
                street2: asked.propertyStreet2,
                city: asked.propertyCity,
                state: asked.propertyState,
                zip: asked.propertyZip,
              }),
            ),
          )
        : undefined;

    if (credit) {
      const result = await credit;
      const outcome = mapCreditOutcome({ kind: 'SOFT', result, application, now: now! });
      if (outcome.tradelines) {
        await replaceLiabilities({ db: context.db, applicationUuid: application.uuid, source: 'SOFT', tradelines: outcome.tradelines });
      }
      const moved = await move(context, application, outcome.to ?? WAITING, outcome.reason, outcome.fields, outcome.details);
      if (!moved || outcome.to !== null) return;
      application = moved;
    }

    if (property) {
      const result = await property;
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

    if (valuation) {
      const result = await valuation;
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
