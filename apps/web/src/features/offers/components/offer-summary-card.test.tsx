import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferSummaryCard, type TOfferSummaryCardProps } from './offer-summary-card.tsx';

const props: TOfferSummaryCardProps = {
  rate: 8.5,
  rateType: 'VARIABLE',
  amount: 51_495,
  initialDraw: 50_000,
  monthlyPayment: 638.47,
  termYears: 10,
};

describe('OfferSummaryCard (spec 02 section 9)', () => {
  it('shows the APR as the rate with two decimals and the rate type, the initial draw, payment and term', () => {
    render(<OfferSummaryCard {...props} />);
    const card = screen.getByRole('complementary', { name: 'Offer summary' });
    const value = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(value('APR')).toBe('8.50% Variable');
    expect(value('Initial draw')).toBe('$50,000.00');
    expect(value('Monthly payment')).toBe('$638.47');
    expect(value('Fixed term')).toBe('10 years');
  });

  it('is shown only when the rate and the amount are above 0, whatever the initial draw', () => {
    const { container, rerender } = render(<OfferSummaryCard {...props} initialDraw={0} />);
    expect(screen.getByRole('complementary', { name: 'Offer summary' })).toBeInTheDocument();
    rerender(<OfferSummaryCard {...props} amount={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<OfferSummaryCard {...props} rate={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
