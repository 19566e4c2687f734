import { describe, expect, it } from 'vitest';
import { getBrand, getPricing } from '@lintel/brands';
import { priceOffers, recordingTaxFor, type TPriceOffersInput } from '../../src/modules/offers/index.ts';

const lintelBrand = getBrand('LINTEL')!;
const harborBrand = getBrand('HARBOR_CU')!;

/** A $600,000 home with a $200,000 first mortgage, score 780, $150,000 income, $500 of monthly debts, in Texas. */
const applicant = (overrides: Partial<TPriceOffersInput> = {}): TPriceOffersInput => ({
  pricing: getPricing('LINTEL'),
  brand: lintelBrand,
  homeValueCents: 600_000_00,
  lienBalancesCents: [200_000_00],
  occupancyType: 'HOME',
  propertyState: 'TX',
  creditScore: 780,
  annualIncome: 150_000,
  otherIncome: 0,
  monthlyDebtCents: 500_00,
  ...overrides,
});

const offered = (input: TPriceOffersInput) => {
  const priced = priceOffers(input);
  if (priced.offerSet === null) throw new Error(`no offer: ${priced.reason}`);
  return priced;
};

describe('priceOffers', () => {
  it('offers every term and fee option of the LINTEL configuration with the line the CLTV limit allows', () => {
    // Enough income that even the 5-year payment on the largest draw fits the debt-to-income limit.
    const { offerSet, maxLine } = offered(applicant({ annualIncome: 300_000 }));
    // 85 % of 600,000 = 510,000 less 200,000 of liens = 310,000, under the brand maximum of 400,000.
    expect(maxLine).toBe(310_000);
    expect(new Set(offerSet.offers.map((offer) => offer.term))).toEqual(new Set([5, 10, 15, 30]));
    expect(new Set(offerSet.offers.map((offer) => offer.originationFee))).toEqual(
      new Set([0, 0.0199, 0.0299, 0.0499]),
    );
    expect(offerSet.offersByType.HELOC_FIXED_DRAW).toHaveLength(16);
    expect(offerSet.costs).toEqual([
      { feeType: 'RECORDING_FEE', borrowerPaidAmount: 150, jsCriteria: null, totalPaidByBorrower: 150 },
    ]);
    expect(offerSet.ofeeMaxThreshold).toBe(7500);
    expect(offerSet.maxDtiUnlimited).toBe(true);
    expect(offerSet.subDecision).toBe('UNVERIFIED_OFFER');
  });

  it('trades fee for rate and keeps every rate inside the brand range; autopay takes a quarter point off', () => {
    const { offerSet } = offered(applicant());
    const tenYear = offerSet.offers.filter((offer) => offer.term === 10);
    const byFee = new Map(tenYear.map((offer) => [offer.originationFee, offer.rate]));
    // Score 780 is the best tier: base rate = the brand's lowest, 8.24; fee options add 1.5, 0.75, 0.25, -0.25 (floored at 8.24).
    expect(byFee.get(0)).toBe(9.74);
    expect(byFee.get(0.0199)).toBe(8.99);
    expect(byFee.get(0.0299)).toBe(8.49);
    expect(byFee.get(0.0499)).toBe(8.24);
    for (const offer of offerSet.offers) {
      expect(offer.rate).toBeGreaterThanOrEqual(lintelBrand.helocMinRateWithNoDiscount);
      expect(offer.rate).toBeLessThanOrEqual(lintelBrand.helocMaxRateWithNoDiscount);
      expect(offer.discountList).toEqual([
        { discount: { type: 'AUTOPAY' }, rateWithDiscount: Number((offer.rate - 0.25).toFixed(3)) },
      ]);
    }
  });

  it('prices lower scores higher, tier by tier, and gives no offer below the last tier', () => {
    const rateAt = (creditScore: number) =>
      offered(applicant({ creditScore })).offerSet.offers.find(
        (o) => o.term === 10 && o.originationFee === 0.0299,
      )!.rate;
    // share of the 8.24-15.99 range: 0.2 -> 9.79 base; 0.45 -> 11.728; 0.75 -> 14.052 (plus 0.25 for the 2.99 % fee option).
    expect(rateAt(760)).toBe(8.49);
    expect(rateAt(759)).toBe(10.04);
    expect(rateAt(700)).toBe(11.978);
    expect(rateAt(650)).toBe(14.302); // 14.0525 rounds half-even to 14.052
    expect(priceOffers(applicant({ creditScore: 639 }))).toEqual({ offerSet: null, reason: 'CREDIT_SCORE' });
  });

  it('applies the CLTV limit of the occupancy type', () => {
    expect(offered(applicant({ occupancyType: 'SECONDARY' })).maxLine).toBe(250_000); // 75 % of 600,000 - 200,000
    expect(offered(applicant({ occupancyType: 'INVESTMENT' })).maxLine).toBe(220_000); // 70 %
    expect(priceOffers(applicant({ lienBalancesCents: [500_000_00] }))).toEqual({
      offerSet: null,
      reason: 'EQUITY',
    });
    expect(offered(applicant({ lienBalancesCents: [] })).maxLine).toBe(400_000); // capped at the brand maximum
  });

  it('adds the recording tax of the states that have one', () => {
    const maryland = offered(applicant({ propertyState: 'MD' })).offerSet;
    // $1,400 per $100,000 of a $310,000 line.
    expect(maryland.costs).toContainEqual({
      feeType: 'RECORDING_TAX',
      borrowerPaidAmount: 4340,
      jsCriteria: null,
      totalPaidByBorrower: 4340,
    });
    expect(maryland.maxRecordingTax).toBe(4340);
    expect(maryland.minRecordingTax).toBe(210); // on the $15,000 minimum line
    for (const state of [
      'AR',
      'CO',
      'HI',
      'IL',
      'IN',
      'KY',
      'LA',
      'MD',
      'ME',
      'MI',
      'MN',
      'MO',
      'NJ',
      'NV',
      'OK',
      'OR',
      'PA',
      'SD',
      'UT',
      'WV',
      'WY',
    ])
      expect(recordingTaxFor(getPricing('LINTEL'), state, 100_000).toNumber(), state).toBeGreaterThan(0);
    expect(recordingTaxFor(getPricing('LINTEL'), 'TX', 100_000).toNumber()).toBe(0);
    // The tax is financed, so it lowers the largest draw.
    const drawIn = (state: string) =>
      offered(applicant({ propertyState: state })).offerSet.offers.find(
        (o) => o.term === 30 && o.originationFee === 0.0299,
      )!.maxDraw;
    expect(drawIn('MD')).toBeLessThan(drawIn('TX'));
  });

  it('limits the draw by the debt-to-income ratio and says so', () => {
    const limited = offered(applicant({ annualIncome: 40_000, monthlyDebtCents: 900_00 })).offerSet;
    expect(limited.maxDtiUnlimited).toBe(false);
    expect(limited.subDecision).toBe('UNVERIFIED_DTI_LIMITED');
    const offer = limited.offers.find((o) => o.term === 30 && o.originationFee === 0.0299)!;
    expect(offer.maxDraw).toBeLessThan(limited.maxDtiUnlimitedDraw);
    // Stated income is unverified: a draw the DTI cannot carry is cut to the brand minimum, not refused.
    const floored = offered(applicant({ annualIncome: 10_000, monthlyDebtCents: 900_00 })).offerSet;
    expect(new Set(floored.offers.map((o) => o.maxDraw))).toEqual(new Set([15_000]));
  });

  it('counts liquid assets as income under asset depletion', () => {
    const best = (input: TPriceOffersInput) =>
      Math.max(...offered(input).offerSet.offers.map((o) => o.maxDraw));
    const without = offered(applicant({ annualIncome: 0, monthlyDebtCents: 0 })).offerSet;
    expect(without.assetDepletion).toEqual({ complete: false, amount: 0 });
    expect(best(applicant({ annualIncome: 0, monthlyDebtCents: 0 }))).toBe(15_000);
    const withAssets = offered(
      applicant({ annualIncome: 0, monthlyDebtCents: 0, assetDepletionAmount: 900_000 }),
    ).offerSet;
    expect(withAssets.assetDepletion).toEqual({ complete: true, amount: 900_000 });
    expect(
      best(applicant({ annualIncome: 0, monthlyDebtCents: 0, assetDepletionAmount: 900_000 })),
    ).toBeGreaterThan(15_000);
  });

  it('prices the credit union visibly differently: its own terms, fee options, CLTV and a CREDIT_UNION discount', () => {
    const harbor = offered(applicant({ pricing: getPricing('HARBOR_CU'), brand: harborBrand }));
    // 90 % of 600,000 - 200,000 = 340,000, capped at Harbor's 250,000 maximum.
    expect(harbor.maxLine).toBe(250_000);
    expect(new Set(harbor.offerSet.offers.map((offer) => offer.term))).toEqual(new Set([5, 10, 15]));
    expect(new Set(harbor.offerSet.offers.map((offer) => offer.originationFee))).toEqual(
      new Set([0, 0.0199]),
    );
    expect(harbor.offerSet.ofeeMaxThreshold).toBe(2500);
    const offer = harbor.offerSet.offers.find((o) => o.term === 10 && o.originationFee === 0)!;
    expect(offer.rate).toBe(7.875); // 7.25 + 0.125 (10 years) + 0.5 (no fee)
    expect(offer.discountList).toEqual([
      { discount: { type: 'AUTOPAY' }, rateWithDiscount: 7.625 },
      { discount: { type: 'CREDIT_UNION' }, rateWithDiscount: 7.125 },
    ]);
    expect(offer.otherRate).toBe(7.125);
    expect(
      priceOffers(
        applicant({ pricing: getPricing('HARBOR_CU'), brand: harborBrand, occupancyType: 'INVESTMENT' }),
      ),
    ).toEqual({
      offerSet: null,
      reason: 'OCCUPANCY',
    });
  });
});
