import { z } from 'zod';

export const PAYMENT_METHODS = ['AUTOPAY', 'MANUAL'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const BYPASS_VALUES = ['WAITING', 'BYPASS', 'NO_BYPASS'] as const;
export const ZBypass = z.enum(BYPASS_VALUES);
export type TBypass = z.infer<typeof ZBypass>;

export const DISCOUNT_TYPES = [
  'ALL_IN',
  'AUTOPAY',
  'CREDIT_UNION',
  'DEPARTMENT_OF_COMMERCE_CU',
  'QUORUM',
  'TEACHERS_FEDERAL_CU',
  'VALLEY_STRONG_FFA',
  'VALLEY_STRONG_NON_FFA',
] as const;
export const ZDiscountType = z.enum(DISCOUNT_TYPES);
export type TDiscountType = z.infer<typeof ZDiscountType>;

/** How the chosen draw treats liabilities marked for payoff (spec 02 section 9 "Preferred draw"). */
export const DRAW_PREFERENCES = ['PRESERVE', 'DEDUCT', 'MAXIMIZE'] as const;
export const ZDrawPreference = z.enum(DRAW_PREFERENCES);
export type TDrawPreference = z.infer<typeof ZDrawPreference>;
