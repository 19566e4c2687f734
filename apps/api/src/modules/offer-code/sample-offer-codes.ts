import type { TOfferCodeRecord } from '@lintel/contract';

/** Seeded into every organisation on first use; the same codes everywhere so demos and browser tests can type them. `expired` is judged at each read. */
export const SAMPLE_OFFER_CODES: readonly Omit<TOfferCodeRecord, 'expired'>[] = [
  {
    offerCode: 'LNTL-7Q4K-2M9P',
    firstName: 'Morgan',
    lastName: 'Castillo',
    inHomeDate: '2026-01-05',
    respondByDate: '2099-12-31',
    street1: '412 Pearl St',
    street2: '',
    city: 'Boulder',
    state: 'CO',
    zip: '80302',
  },
  {
    offerCode: 'LNTL-3H8D-6R2T',
    firstName: 'Avery',
    lastName: 'Nakamura',
    inHomeDate: '2026-02-02',
    respondByDate: '2099-12-31',
    street1: '1187 Westheimer Rd',
    street2: 'Apt 3',
    city: 'Houston',
    state: 'TX',
    zip: '77006',
  },
  {
    offerCode: 'LNTL-9C1V-5B7X',
    firstName: 'Samuel',
    lastName: 'Okafor',
    inHomeDate: '2025-03-03',
    respondByDate: '2025-06-30',
    street1: '256 Dexter Ave',
    street2: '',
    city: 'Montgomery',
    state: 'AL',
    zip: '36104',
  },
];
