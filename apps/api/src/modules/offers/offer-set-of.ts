import { ZOfferSet, type TOfferSet } from '@lintel/contract';
import type { TApplicationRow } from '../application/index.ts';

/** The offer set stored on the application, or null when there is none (or it predates the current shape). */
export const offerSetOf = (application: Pick<TApplicationRow, 'offerSet'>): TOfferSet | null => {
  const parsed = ZOfferSet.safeParse(application.offerSet);
  return parsed.success ? parsed.data : null;
};
