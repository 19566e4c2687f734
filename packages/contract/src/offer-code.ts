import { z } from 'zod/mini';

export const ZOfferCodeParams = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/, { error: 'An offer code is letters, digits and dashes' })),
});

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
});
export type TOfferCodeRecord = z.infer<typeof ZOfferCodeRecord>;
