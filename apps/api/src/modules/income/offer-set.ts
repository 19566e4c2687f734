import type { TApplicationRow } from '../application/index.ts';

/** The incomeRequestRecords of the application's offer set (spec 02 "Offer set"), read defensively. */
export const offerSetOf = (application: TApplicationRow): { incomeRequestRecords?: { methods: string[] }[] } | null => {
  const offerSet = application.offerSet as { incomeRequestRecords?: unknown } | null;
  if (!offerSet || !Array.isArray(offerSet.incomeRequestRecords)) return null;
  return {
    incomeRequestRecords: offerSet.incomeRequestRecords.filter(
      (record): record is { methods: string[] } => Array.isArray((record as { methods?: unknown }).methods),
    ),
  };
};
