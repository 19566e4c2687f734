import { BPO_FEE_DOLLARS, ZBpoEstimateRequest, type TBpoDetails } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TApplicationRow } from '../application/index.ts';
import { findBpoRequest } from './bpo-store.ts';

const toDollars = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : Math.round(cents / 100);

/** What the bpo screens show: the address, the applicant's estimate, the fee, and where the order stands. */
export const describeBpo = async (options: {
  db: Db;
  application: TApplicationRow;
}): Promise<TBpoDetails> => {
  const { application } = options;
  const request = await findBpoRequest({ db: options.db, applicationUuid: application.uuid });
  const condition = ZBpoEstimateRequest.shape.propertyCondition.safeParse(request?.propertyCondition);
  return {
    uuid: application.uuid,
    applicationStatus: application.status,
    bpo: application.bpo,
    propertyState: application.propertyState,
    propertyAddress: [
      application.propertyStreet1,
      application.propertyStreet2,
      `${application.propertyCity}, ${application.propertyState} ${application.propertyZip}`,
    ]
      .filter(Boolean)
      .join(', '),
    estimatedValue: toDollars(request?.estimatedValue),
    propertyCondition: condition.success ? condition.data : null,
    feeDollars: BPO_FEE_DOLLARS,
    orderedAt: request?.orderedAt?.toISOString() ?? null,
  };
};
