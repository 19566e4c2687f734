import { BPO_FEE_DOLLARS, type TBpoDetails, type TBpoEstimateRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { conflict } from '../../platform/http-error.ts';
import { changeStatus, findOwnedApplication, type TApplicationRow } from '../application/index.ts';
import { describeBpo } from './bpo-details.ts';
import { findBpoRequest, recordBpoAgreement, saveBpoEstimate } from './bpo-store.ts';

export const BPO_CONFLICT_MESSAGES = {
  estimate: 'A home value estimate is not needed for this application right now.',
  condition: 'The Texas acknowledgement is not needed for this application right now.',
  order: 'A valuation order is not needed for this application right now.',
} as const;

/** Statuses where the applicant gives the estimate (spec 01 routing: bpo/estimate-value). */
const ESTIMATE_STATUSES: ReadonlySet<string> = new Set(['NO_AVM_FOUND', 'NAV_BPO_ESTIMATE']);
const ORDER_STATUS = 'NAV_BPO_ORDER_REQUEST';
const TEXAS = 'TX';

type TOwnedRequest = { db: Db; uuid: string; ownerIdentityUuid: string; organizationCode: string };

const applicantActor = (request: TOwnedRequest) => ({
  kind: 'APPLICANT' as const,
  identityUuid: request.ownerIdentityUuid,
});

export const findBpoDetails = async (request: TOwnedRequest): Promise<TBpoDetails> =>
  describeBpo({ db: request.db, application: await findOwnedApplication(request) });

/** bpo/estimate-value: the estimate and condition are kept for the order, and the order step follows. */
export const submitBpoEstimate = async (
  request: TOwnedRequest & { estimate: TBpoEstimateRequest },
): Promise<TBpoDetails> => {
  const application = await findOwnedApplication(request);
  if (!ESTIMATE_STATUSES.has(application.status)) throw conflict(BPO_CONFLICT_MESSAGES.estimate);
  await saveBpoEstimate({
    db: request.db,
    applicationUuid: application.uuid,
    estimatedValueCents: request.estimate.estimatedValue * 100,
    propertyCondition: request.estimate.propertyCondition,
  });
  const moved = await changeStatus({
    db: request.db,
    uuid: application.uuid,
    to: ORDER_STATUS,
    actor: applicantActor(request),
    reason: 'The applicant estimated the home value',
    expectedFrom: application.status,
    fields: { bpo: 'BPO_REQUIRED' },
    details: { propertyCondition: request.estimate.propertyCondition },
  });
  return describeBpo({ db: request.db, application: moved });
};

/** The order step's application: waiting for the order, an opinion required, in (or out of) Texas as asked. */
const findApplicationToOrder = async (
  request: TOwnedRequest,
  inTexas: boolean,
  message: string,
): Promise<TApplicationRow> => {
  const application = await findOwnedApplication(request);
  const ready =
    application.status === ORDER_STATUS &&
    application.bpo === 'BPO_REQUIRED' &&
    (application.propertyState === TEXAS) === inTexas &&
    (await findBpoRequest({ db: request.db, applicationUuid: application.uuid })) !== undefined;
  if (!ready) throw conflict(message);
  return application;
};

const startProcessing = async (
  request: TOwnedRequest,
  application: TApplicationRow,
  reason: string,
): Promise<TBpoDetails> => {
  const moved = await changeStatus({
    db: request.db,
    uuid: application.uuid,
    to: 'NAV_BPO_PROCESSING',
    actor: applicantActor(request),
    reason,
    expectedFrom: ORDER_STATUS,
    fields: { bpo: 'BPO_PROCESSING' },
  });
  return describeBpo({ db: request.db, application: moved });
};

/** bpo/condition (Texas): the fair-market-value acknowledgement, then the order is placed. */
export const acknowledgeBpoCondition = async (
  request: TOwnedRequest,
): Promise<TBpoDetails> => {
  const application = await findApplicationToOrder(request, true, BPO_CONFLICT_MESSAGES.condition);
  await recordBpoAgreement({
    db: request.db,
    applicationUuid: application.uuid,
    agreement: { acknowledgedAt: new Date() },
  });
  return startProcessing(
    request,
    application,
    'The applicant acknowledged the Texas fair market value terms',
  );
};

/** bpo/order-bpo: the applicant agrees to the valuation fee and the order is placed. */
export const orderBpo = async (request: TOwnedRequest): Promise<TBpoDetails> => {
  const application = await findApplicationToOrder(request, false, BPO_CONFLICT_MESSAGES.order);
  await recordBpoAgreement({
    db: request.db,
    applicationUuid: application.uuid,
    agreement: { feeCents: BPO_FEE_DOLLARS * 100, feeAcceptedAt: new Date() },
  });
  return startProcessing(request, application, 'The applicant ordered the broker price opinion');
};
