import { z } from 'zod/mini';
import { MSG } from './messages.ts';
import { EMPLOYMENT_TYPES, ZWireEmploymentType } from '../enums/employment.ts';

export const INCOME_MIN = 0;
export const INCOME_MAX = 9_999_999;
/** Below this annual pre-tax income the form asks the applicant to confirm the figure (spec 01 section 9). */
export const CONFIRM_INCOME_THRESHOLD = 15_000;

export const ZEmploymentType = z.enum(EMPLOYMENT_TYPES, { error: MSG.required }).check(z.refine((type) => type !== 'UNEMPLOYED', { error: MSG.unemployedRejected }));

/**
 * The employment type as the create-application call carries it (after toWireEmploymentType). A caller
 * that sends UNEMPLOYED itself gets the spec's refusal, as the form shows it, not an enum error.
 */
export const ZSentEmploymentType = z.pipe(z.string({ error: MSG.required }).check(z.minLength(1, { error: MSG.required, abort: true }), z.refine((type) => type !== 'UNEMPLOYED', { error: MSG.unemployedRejected, abort: true })), ZWireEmploymentType);

/**
 * Dollars as a number. An empty number input reaches the resolver as NaN (valueAsNumber) or '':
 * both are "not entered" and fail as "Required".
 */
export const ZIncome = z.number({ error: MSG.required }).check(z.gte(INCOME_MIN, MSG.incomeMin), z.lte(INCOME_MAX, MSG.incomeMax));

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

/** Optional; left empty it counts as 0. */
// zod/mini has no `preprocess`; classic's is this same pipe: a transform, then the schema.
export const ZOtherIncome = z.pipe(
  z.transform(emptyToUndefined),
  z._default(z.number({ error: MSG.required }).check(z.gte(INCOME_MIN, MSG.incomeMin), z.lte(INCOME_MAX, MSG.incomeMax)), 0),
);

export const needsIncomeConfirmation = (income: number): boolean => income < CONFIRM_INCOME_THRESHOLD;

export const FOR_SALE_ANSWERS = ['YES', 'NO'] as const;
export const ZForSaleAnswer = z.enum(FOR_SALE_ANSWERS, { error: MSG.required });
export type TForSaleAnswer = z.infer<typeof ZForSaleAnswer>;

/** Register data keeps the answer as isListedForSale; the radio group shows YES/NO. */
export const isListedForSaleFrom = (answer: TForSaleAnswer): boolean => answer === 'YES';
export const toForSaleAnswer = (isListedForSale: boolean | null): TForSaleAnswer | undefined =>
  isListedForSale === null ? undefined : isListedForSale ? 'YES' : 'NO';
