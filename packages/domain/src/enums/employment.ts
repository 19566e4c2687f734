import { z } from 'zod/mini';

/** What the registration income step offers, in the spec's order (spec 01 section 3). */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'ALIMONY',
  'CHILD_SUPPORT',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'PUBLIC_ASSISTANCE_PROGRAM',
] as const;
export type TEmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<TEmploymentType, string> = {
  FULL_TIME: 'Employed full-time',
  PART_TIME: 'Employed part-time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Unemployed / furloughed',
  ALIMONY: 'Alimony',
  CHILD_SUPPORT: 'Child support',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
  PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
};

export const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: EMPLOYMENT_TYPE_LABELS[value],
}));

/** Values stored on an application (spec 02 section 3). */
export const STORED_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
] as const;
export const ZStoredEmploymentType = z.enum(STORED_EMPLOYMENT_TYPES);

/** Values the create-application call may carry after `toWireEmploymentType`. */
export const WIRE_EMPLOYMENT_TYPES = [
  'EMPLOYED',
  'FULL_TIME',
  'OTHER',
  'PART_TIME',
  'RETIRED',
  'SELF_EMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'UNRECOGNIZED',
] as const;
export const ZWireEmploymentType = z.enum(WIRE_EMPLOYMENT_TYPES);
export type TWireEmploymentType = z.infer<typeof ZWireEmploymentType>;

const SENT_AS_SEPARATE_MAINTENANCE = new Set(['ALIMONY', 'CHILD_SUPPORT', 'PUBLIC_ASSISTANCE_PROGRAM']);
const PASSED_THROUGH = new Set(['EMPLOYED', 'FULL_TIME', 'OTHER', 'PART_TIME', 'RETIRED', 'SELF_EMPLOYED']);

/**
 * The mapping of spec 01 section 3 "Employment type as sent", word for word. Note that
 * SEPARATE_MAINTENANCE_PAYMENTS itself is not in either list and so is sent as UNRECOGNIZED.
 */
export const toWireEmploymentType = (employmentType: string): TWireEmploymentType => {
  if (SENT_AS_SEPARATE_MAINTENANCE.has(employmentType)) return 'SEPARATE_MAINTENANCE_PAYMENTS';
  if (PASSED_THROUGH.has(employmentType)) return employmentType as TWireEmploymentType;
  return 'UNRECOGNIZED';
};

/** The label of a stored or sent employment type; a value without one (UNRECOGNIZED) reads as itself. */
export const employmentTypeLabel = (value: string): string =>
  (EMPLOYMENT_TYPE_LABELS as Record<string, string>)[value] ?? value;
