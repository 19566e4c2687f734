import { PROPERTY_CONDITIONS, type TPropertyCondition } from '@lintel/domain';

/**
 * An automated valuation does not inspect the home; its confidence score says how closely the home matches
 * recent comparable sales. The card reads the condition a valuer would assume from that: a close match is
 * taken as GOOD, a usual one as AVERAGE, a loose one as FAIR, and below the lowest band the AVM says nothing
 * about the home (NOT_AVAILABLE). Bands are the lower bounds of the score, highest first.
 */
export const AVM_CONFIDENCE_CONDITION_BANDS: readonly { minConfidence: number; condition: TPropertyCondition }[] = [
  { minConfidence: 90, condition: 'GOOD' },
  { minConfidence: 80, condition: 'AVERAGE' },
  { minConfidence: 70, condition: 'FAIR' },
];

/** The condition an AVM's confidence (0 to 100) stands for; without a score the home is not assessed. */
export const propertyConditionFromAvmConfidence = (confidence: number | null): TPropertyCondition => {
  if (confidence === null) return 'UNKNOWN_CONDITION';
  return (
    AVM_CONFIDENCE_CONDITION_BANDS.find((band) => confidence >= band.minConfidence)?.condition ??
    'NOT_AVAILABLE'
  );
};

const isPropertyCondition = (value: unknown): value is TPropertyCondition =>
  typeof value === 'string' && (PROPERTY_CONDITIONS as readonly string[]).includes(value);

/**
 * The condition the property details card shows: the broker's reported condition when a broker price opinion
 * came back (it looked at the home), else the one stored on the application from its AVM, else not assessed.
 */
export const propertyConditionOf = (
  application: { propertyCondition: string | null },
  bpoReportedCondition: string | null | undefined,
): TPropertyCondition => {
  if (isPropertyCondition(bpoReportedCondition)) return bpoReportedCondition;
  if (isPropertyCondition(application.propertyCondition)) return application.propertyCondition;
  return 'UNKNOWN_CONDITION';
};
