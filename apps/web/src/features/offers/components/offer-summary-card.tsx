import { formatMoney, formatRate } from '@lintel/domain';

export type TOfferSummaryCardProps = {
  apr: number;
  rateType: string;
  initialDraw: number;
  monthlyPayment: number;
  termYears: number | null;
  rate: number;
};

/**
 * The offer summary of the sidebar (spec 02 section 9): APR with two decimals and the rate type, the initial
 * draw, the monthly payment and the fixed term. Shown only when the rate and the amount are above 0.
 */
export const OfferSummaryCard = ({
  apr,
  rateType,
  initialDraw,
  monthlyPayment,
  termYears,
  rate,
}: TOfferSummaryCardProps) => {
  if (!(rate > 0) || !(initialDraw > 0)) return null;
  return (
    <aside className="offers-card" aria-labelledby="offer-summary-title">
      <h2 id="offer-summary-title" className="offers-card__title">
        Offer summary
      </h2>
      <dl className="offers-card__list">
        <div>
          <dt>APR</dt>
          <dd>
            {formatRate(apr)} {rateType === 'FIXED' ? 'Fixed' : 'Variable'}
          </dd>
        </div>
        <div>
          <dt>Initial draw</dt>
          <dd>{formatMoney(initialDraw)}</dd>
        </div>
        <div>
          <dt>Monthly payment</dt>
          <dd>{formatMoney(monthlyPayment)}</dd>
        </div>
        {termYears ? (
          <div>
            <dt>Fixed term</dt>
            <dd>{termYears} years</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
};
