import { z } from 'zod';

/**
 * A brand's configuration (spec 02 section 3 "Brand config", spec 03 "Organisation info").
 * First cut for the platform foundation; the brands issue completes it.
 */
export const ZBrand = z.object({
  orgCode: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  companyName: z.string().min(1),
  companyNameShort: z.string().min(1),
  companyProduct: z.string().min(1),
});
export type TBrand = z.infer<typeof ZBrand>;
