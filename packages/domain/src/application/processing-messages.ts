/** The processing modal's messages while pre-qualification runs (spec 01 section 4), shown in this order. */
export const PROCESSING_MESSAGES = [
  'Creating your account',
  'Pulling your soft credit',
  'Locating your property',
  'Determining property value',
  'Determining your eligibility',
  'Calculating your offers',
  'Generating your quote',
] as const;
/** Spec 01 section 9: the processing modal's default timeout. */
export const PROCESSING_TIMEOUT_MS = 30_000;
