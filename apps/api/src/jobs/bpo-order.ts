import { z } from 'zod';
import { defineJob, type TJobContext, type TJobs } from '../platform/jobs.ts';
import { clockNow } from '../platform/clock.ts';
import { HttpError } from '../platform/http-error.ts';
import {
  changeStatus,
  findApplicationByUuid,
  findLiabilities,
  type TApplicationRow,
} from '../modules/application/index.ts';
import type { TStatusChangeColumns } from '../modules/application/change-status.ts';
import { findBpoRequest, recordBpoOrder, recordBpoResult } from '../modules/bpo/bpo-store.ts';
import { initialOfferColumns, priceApplication } from '../modules/offers/index.ts';
import type { TApplicationStatus } from '@lintel/domain';
import { PREQUAL_RETRY_LIMIT, vendorsFor } from './prequal-chain.ts';

export const BPO_ORDER_JOB = 'bpo-order';
const PROCESSING = 'NAV_BPO_PROCESSING';

const ZBpoOrderPayload = z.object({ applicationUuid: z.uuid(), slot: z.string().min(1) });

/**
 * One run per application and slot: 'order' when the applicant orders (and the status event of that
 * change), then one per check period from the sweep. Every run is idempotent: the order is placed once,
 * the opinion is read until it is back.
 */
export const sendBpoCheck = (jobs: TJobs, applicationUuid: string, slot: string) =>
  jobs.send(
    BPO_ORDER_JOB,
    { applicationUuid, slot },
    {
      retryLimit: PREQUAL_RETRY_LIMIT,
      retryDelay: 1,
      retryBackoff: true,
      singletonKey: `${BPO_ORDER_JOB}:${applicationUuid}:${slot}`,
    },
  );

const NO_OFFER_REASONS = {
  CREDIT_SCORE: 'Credit score below the minimum',
  OCCUPANCY: 'Occupancy type not eligible',
  EQUITY: 'Insufficient equity in the property',
} as const;

const moveFromProcessing = async (
  context: TJobContext,
  application: TApplicationRow,
  to: TApplicationStatus,
  reason: string,
  fields: TStatusChangeColumns,
  details?: Record<string, unknown>,
) => {
  try {
    await changeStatus({
      db: context.db,
      uuid: application.uuid,
      to,
      actor: { kind: 'SYSTEM', job: context.job.name },
      reason,
      fields,
      expectedFrom: PROCESSING,
      ...(details ? { details } : {}),
    });
  } catch (error) {
    // Moved meanwhile (an agent, a cancellation): nothing left to do.
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
  }
};

/**
 * NAV_BPO_PROCESSING: orders the broker price opinion from the valuation provider (once), reads it until it
 * is back, then prices the offers on its value: OFFER_SELECTION with status.bpo BPO_COMPLETE, or a decline
 * when the value leaves no offer.
 */
export const bpoOrderJob = defineJob({
  name: BPO_ORDER_JOB,
  ZPayload: ZBpoOrderPayload,
  handler: async ({ applicationUuid }, context) => {
    const application = await findApplicationByUuid({ db: context.db, uuid: applicationUuid });
    if (!application || application.status !== PROCESSING) return;
    let request = await findBpoRequest({ db: context.db, applicationUuid });
    if (!request) {
      context.log.warn(
        { applicationUuid },
        'broker price opinion in processing without an estimate: left for an agent',
      );
      return;
    }
    const valuation = vendorsFor(context).valuation;
    const address = {
      street1: application.propertyStreet1,
      street2: application.propertyStreet2,
      city: application.propertyCity,
      state: application.propertyState,
      zip: application.propertyZip,
    };
    const now = await clockNow(context.db);
    if (!request.orderId || !request.orderedAt) {
      const order = await valuation.orderBrokerPriceOpinion({ address, now });
      request = await recordBpoOrder({
        db: context.db,
        applicationUuid,
        orderId: order.orderId,
        orderedAt: order.orderedAt,
      });
      if (!request?.orderId || !request.orderedAt)
        throw new Error('the broker price opinion order was not recorded');
    }
    const result = await valuation.fetchBrokerPriceOpinion({
      address,
      order: { orderId: request.orderId, orderedAt: request.orderedAt },
      now,
    });
    if (result.status === 'BPO_PROCESSING') return;

    await recordBpoResult({
      db: context.db,
      applicationUuid,
      value: result.value,
      reportedCondition: result.propertyCondition,
      completedAt: now,
    });
    const valued = { ...application, homeValue: result.value };
    const liabilities = await findLiabilities({ db: context.db, applicationUuid });
    const priced = priceApplication({ application: valued, liabilities });
    const valuationFields = {
      homeValue: result.value,
      valuationSource: 'BPO',
      valuationConfidence: null,
      bpo: 'BPO_COMPLETE',
    };
    if (priced.offerSet === null) {
      await moveFromProcessing(
        context,
        application,
        'DECLINED',
        `No offer after the broker price opinion: ${priced.reason}`,
        {
          ...valuationFields,
          uwDecision: 'DECLINE',
          adverseActionReasons: [NO_OFFER_REASONS[priced.reason]],
        },
      );
      return;
    }
    await moveFromProcessing(
      context,
      application,
      'OFFER_SELECTION',
      'Offers priced on the broker price opinion',
      {
        ...initialOfferColumns(priced.offerSet, application.organizationCode),
        ...valuationFields,
        adjustedHomeAmount: result.value,
      },
      { orderId: request.orderId, offers: priced.offerSet.offers.length },
    );
  },
});
