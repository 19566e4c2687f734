import { z } from 'zod/mini';

export const OWNERSHIP_TYPES = ['SOLE', 'JOINT', 'TRUST'] as const;
export const ZOwnershipType = z.enum(OWNERSHIP_TYPES);
export type TOwnershipType = z.infer<typeof ZOwnershipType>;

/** Valid occupancy answers. INIT is the form's "nothing chosen yet" placeholder and never valid. */
export const OCCUPANCY_TYPES = ['HOME', 'SECONDARY', 'INVESTMENT'] as const;
export const OCCUPANCY_PLACEHOLDER = 'INIT';
export type TOccupancyType = (typeof OCCUPANCY_TYPES)[number];

/** How each occupancy reads to a person (the registration's choices, the application summary). */
export const OCCUPANCY_TYPE_LABELS: Record<TOccupancyType, string> = {
  HOME: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
};

export const PROPERTY_CONDITIONS = [
  'UNKNOWN_CONDITION',
  'NOT_AVAILABLE',
  'POOR',
  'FAIR',
  'AVERAGE',
  'GOOD',
  'EXCELLENT',
] as const;
export const ZPropertyCondition = z.enum(PROPERTY_CONDITIONS);
export type TPropertyCondition = z.infer<typeof ZPropertyCondition>;

export const BPO_STATUSES = [
  'BPO_NOT_REQUIRED',
  'BPO_REQUIRED',
  'UNKNOWN_BPO_STATUS',
  'BPO_PROCESSING',
  'BPO_COMPLETE',
] as const;
export const ZBpoStatus = z.enum(BPO_STATUSES);
export type TBpoStatus = z.infer<typeof ZBpoStatus>;

export const TITLE_STATUSES = [
  'TITLE_REQUIRED',
  'TITLE_NOT_REQUIRED',
  'PREQUAL_TITLE_PROCESSING',
  'PREQUAL_TITLE_COMPLETE',
  'FINAL_TITLE_PROCESSING',
  'FINAL_TITLE_COMPLETE',
  'UNKNOWN_TITLE_STATUS',
] as const;
export const ZTitleStatus = z.enum(TITLE_STATUSES);
export type TTitleStatus = z.infer<typeof ZTitleStatus>;
