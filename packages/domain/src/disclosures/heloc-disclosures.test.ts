import { describe, expect, it } from 'vitest';
import { helocDisclosures, type TDisclosureBrand } from './heloc-disclosures.ts';
import { closingCostLines, HEADLINE_PROMISE } from './disclosure-facts.ts';

const brand: TDisclosureBrand = {
  companyName: 'Lintel Lending, LLC',
  companyProduct: 'Lintel HELOC',
  helocMinLoanAmount: 15_000,
  helocMaxLoanAmount: 400_000,
  helocMinRateWithNoDiscount: 7.5,
  helocMaxRateWithNoDiscount: 14.99,
};

const textOf = (id: string, b: TDisclosureBrand = brand) => helocDisclosures(b).find((d) => d.id === id)?.text ?? '';

describe('helocDisclosures', () => {
  it('numbers eight disclosures in a fixed order', () => {
    expect(helocDisclosures(brand).map((d) => d.id)).toEqual([
      'apr', 'amount', 'origination-fee', 'valuation', 'closing-costs', 'recording-tax', 'timing', 'eligibility',
    ]);
  });

  it('states the APR range and loan limits of the brand', () => {
    expect(textOf('apr')).toContain('Lintel HELOC ranges from 7.50% to 14.99%');
    expect(textOf('amount')).toContain('from $15,000 to $400,000');
    expect(textOf('amount', { ...brand, helocMinLoanAmount: 20_000, helocMaxLoanAmount: 750_000 })).toContain('from $20,000 to $750,000');
  });

  it('states every disclosure fact of spec 02 section 9', () => {
    expect(textOf('origination-fee')).toContain('up to 4.99% of the initial draw');
    // Whatever the brand's largest line, the threshold and the appraisal's cost are stated (LINTEL: exactly $400,000).
    for (const helocMaxLoanAmount of [250_000, 400_000, 750_000]) {
      expect(textOf('valuation', { ...brand, helocMaxLoanAmount })).toContain('appraisal is required for lines of credit above $400,000');
      expect(textOf('valuation', { ...brand, helocMaxLoanAmount })).toContain('appraisals cost $500 to $2,000');
      expect(textOf('valuation', { ...brand, helocMaxLoanAmount })).toContain('valuation fee of $180');
    }
    expect(textOf('closing-costs')).toContain('manual (in-person) notarization costs $350');
    expect(textOf('closing-costs')).toContain('$0 to $315');
    expect(textOf('recording-tax')).toContain('$0 to $1,400 per $100,000');
    expect(textOf('recording-tax')).toContain('AR, CO, HI, IL, IN, KY, LA, MD, ME, MI, MN, MO, NJ, NV, OK, OR, PA, SD, UT, WV and WY');
    expect(textOf('timing')).toContain('funding in 5 business days');
    expect(textOf('timing')).toContain('Funding can be in as little as five days.');
    expect(textOf('eligibility')).toBe(
      'A home bought, or title transferred, in the last 90 days makes the applicant ineligible for a HELOC or DSCR loan.',
    );
    expect(textOf('timing')).toContain('Lintel Lending, LLC');
  });

  it('says the fee is added on top of the draw, with an example the offer math computes', () => {
    expect(textOf('origination-fee')).toContain('It is added to the initial draw');
    expect(textOf('origination-fee')).toContain('a $10,000 draw with a 2.99% fee has a draw total of $10,299.00');
    expect(textOf('origination-fee')).not.toContain('deducted');
  });

  it('adds that a brand\'s lines never need an appraisal when they stop at or under the threshold', () => {
    expect(textOf('valuation', { ...brand, helocMaxLoanAmount: 250_000 })).toBe(
      'An appraisal is required for lines of credit above $400,000; appraisals cost $500 to $2,000. ' +
        'Our lines of credit go up to $250,000, so no appraisal is needed for them. ' +
        'When an automated valuation of your home is not available, a valuation fee of $180 applies.',
    );
    expect(textOf('valuation')).toContain('go up to $400,000, so no appraisal is needed');
    expect(textOf('valuation', { ...brand, helocMaxLoanAmount: 750_000 })).not.toContain('no appraisal is needed');
  });

  it('lists the recording tax beside an offer only where the state levies one', () => {
    expect(closingCostLines([{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 150 }, { feeType: 'RECORDING_TAX', borrowerPaidAmount: 4340 }])).toEqual([
      { feeType: 'RECORDING_FEE', label: 'Recording fee (paid from your line)', amount: 150 },
      { feeType: 'RECORDING_TAX', label: 'Recording tax (paid from your line)', amount: 4340 },
    ]);
    expect(closingCostLines([{ feeType: 'RECORDING_FEE', borrowerPaidAmount: 150 }])).toHaveLength(1);
  });

  it('words the headline promise as the spec does, from the facts the timing note states', () => {
    expect(HEADLINE_PROMISE).toBe('Apply in 5 minutes, receive funding in 5 days');
  });
});
