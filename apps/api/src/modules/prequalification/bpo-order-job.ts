import { adverseActionReasonsForNoOffer, type TApplicationStatus } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import { DEFAULT_RETRY, defineJob, statusEntryPayloadOf, ZStatusEntryPayload, type TJobContext } from '../../platform/workflow.ts';
import { vendorsFor } from '../../vendors/index.ts';
import {
  findApplicationInEntry,
  findLiabilities,
  moveFromJob,
  type TApplicationRow,
  type TStatusChangeColumns,
} from '../application/index.ts';
import { findBpoRequest, recordBpoOrder, recordBpoResult } from '../bpo/index.ts';
import { initialOfferColumns, priceApplication } from '../offers/index.ts';
import { callVendor, exhaustedReason } from './vendor-step.ts';

export const BPO_ORDER_JOB = 'bpo-order';
const PROCESSING = 'NAV_BPO_PROCESSING';

const move = (
  context: TJobContext,
  application: TApplicationRow,
  to: TApplicationStatus,
  reason: string,
  fields: TStatusChangeColumns,
  details?: Record<string, unknown>,
) =>
  moveFromJob(context, {
    uuid: application.uuid,
    to,
    reason,
    fields,
    expectedFrom: PROCESSING,
    ...(details ? { details } : {}),
  });

/**
 * NAV_BPO_PROCESSING: orders the broker price opinion from the valuation provider (once), reads it again every
 * BPO_CHECK_EVERY_SECONDS until it is back, then prices the offers on its value: OFFER_SELECTION with status.bpo
 * BPO_COMPLETE, or a decline when the value leaves no offer. A provider that never answers ends in an on-site
 * appraisal request, the path an inconclusive opinion takes too.
 */
export const bpoOrderJob = defineJob({
  name: BPO_ORDER_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: PROCESSING,
    payloadOf: statusEntryPayloadOf,
    onExhausted: { status: 'ONSITE_APPRAISAL_REQUEST', reason: exhaustedReason('The broker price opinion', DEFAULT_RETRY.limit + 1) },
  },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: PROCESSING, ...payload });
    if (!application) return;
    const applicationUuid = application.uuid;
    let request = await findBpoRequest({ db: context.db, applicationUuid });
    if (!request) {
      context.log.warn({ applicationUuid }, 'broker price opinion in processing without an estimate: left for an agent');
      return;
    }
    const valuation = vendorsFor(context.config).valuation;
    const address = {
      street1: application.propertyStreet1,
      street2: application.propertyStreet2,
      city: application.propertyCity,
      state: application.propertyState,
      zip: application.propertyZip,
    };
    const now = await clockNow(context.db);
    if (!request.orderId || !request.orderedAt) {
      const order = await callVendor('valuation provider', () => valuation.orderBrokerPriceOpinion({ address, now }));
      request = await recordBpoOrder({ db: context.db, applicationUuid, orderId: order.orderId, orderedAt: order.orderedAt });
      if (!request?.orderId || !request.orderedAt) throw new Error('the broker price opinion order was not recorded');
    }
    const order = { orderId: request.orderId, orderedAt: request.orderedAt };
    const result = await callVendor('valuation provider', () => valuation.fetchBrokerPriceOpinion({ address, order, now }));
    // Not back yet: read it again after the check period (the simulated clock may move meanwhile).
    if (result.status === 'BPO_PROCESSING') return { again: context.config.bpoCheckEverySeconds };

    await recordBpoResult({ db: context.db, applicationUuid, value: result.value, reportedCondition: result.propertyCondition, completedAt: now });
    const valued = { ...application, homeValue: result.value };
    const liabilities = await findLiabilities({ db: context.db, applicationUuid });
    const priced = priceApplication({ application: valued, liabilities });
    const valuationFields = { homeValue: result.value, valuationSource: 'BPO', valuationConfidence: null, bpo: 'BPO_COMPLETE' };
    if (priced.offerSet === null) {
      await move(context, application, 'DECLINED', `No offer after the broker price opinion: ${priced.reason}`, {
        ...valuationFields,
        uwDecision: 'DECLINE',
        adverseActionReasons: adverseActionReasonsForNoOffer(priced.reason),
      });
      return;
    }
    await move(
      context,
      application,
      'OFFER_SELECTION',
      'Offers priced on the broker price opinion',
      { ...initialOfferColumns(priced.offerSet, application.organizationCode), ...valuationFields, adjustedHomeAmount: result.value },
      { orderId: request.orderId, offers: priced.offerSet.offers.length },
    );
  },
});
