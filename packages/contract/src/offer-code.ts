import { z } from 'zod/mini';
import { ZOfferCode } from '@lintel/domain';

export const ZOfferCodeParams = z.object({ code: ZOfferCode });

/** Offer code record (spec 02 section 3); dates are yyyy-MM-dd. */
export const ZOfferCodeRecord = z.object({
  offerCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  inHomeDate: z.string(),
  respondByDate: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /**
   * Whether respondByDate has passed on the server's (simulated) clock, in Pacific time (decision 089): the web
   * cannot read that clock, so the server says it. create-application refuses an expired code.
   */
  expired: z.boolean(),
});
export type TOfferCodeRecord = z.infer<typeof ZOfferCodeRecord>;
