import { formatMoney, formatOfferApr } from '@lintel/domain';

export type TOfferSummaryCardProps = {
  rate: number;
  rateType: string;
  /** The line's amount (the draw total: initial draw plus a financed fee), which must be above 0. */
  amount: number;
  initialDraw: number;
  monthlyPayment: number;
  termYears: number | null;
};

/**
 * The offer summary of the sidebar (spec 02 section 9): the APR, which for a line of credit is the offer's rate
 * (two decimals and the rate type, decision 078), the initial draw, the monthly payment and the fixed term.
 * Shown only when the rate and the amount are above 0.
 */
export const OfferSummaryCard = ({
  rate,
  rateType,
  amount,
  initialDraw,
  monthlyPayment,
  termYears,
}: TOfferSummaryCardProps) => {
  if (!(rate > 0) || !(amount > 0)) return null;
  return (
    <aside className="offers-card" aria-labelledby="offer-summary-title">
      <h2 id="offer-summary-title" className="offers-card__title">
        Offer summary
      </h2>
      <dl className="offers-card__list">
        <div>
          <dt>APR</dt>
          <dd>{formatOfferApr({ rate, rateType })}</dd>
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
