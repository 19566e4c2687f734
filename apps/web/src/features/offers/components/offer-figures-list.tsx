import type { TOfferCost } from '@lintel/contract';
import { closingCostLines, formatMoney, formatRate, type TOfferSummary } from '@lintel/domain';

/**
 * The six figures of an offer (draw, fee, draw total, monthly payment, rate, APR) as the select and
 * confirm pages both show them, then the closing costs paid from the line (recording fee, and recording tax
 * in the states that levy one); `live` announces changes while the applicant moves the draw.
 */
export const OfferFiguresList = ({
  summary,
  rate,
  costs = [],
  live = false,
}: {
  summary: TOfferSummary;
  rate: number;
  costs?: readonly TOfferCost[];
  live?: boolean;
}) => (
  <dl className="offer-figures" aria-live={live ? 'polite' : undefined}>
    <div>
      <dt>Initial draw</dt>
      <dd>{formatMoney(summary.draw)}</dd>
    </div>
    <div>
      <dt>Origination fee</dt>
      <dd>{formatMoney(summary.originationFee)}</dd>
    </div>
    <div>
      <dt>Draw total</dt>
      <dd>{formatMoney(summary.loanAmount)}</dd>
    </div>
    <div>
      <dt>Monthly payment</dt>
      <dd>{formatMoney(summary.monthlyPayment)}</dd>
    </div>
    <div>
      <dt>Interest rate</dt>
      <dd>{formatRate(rate)}</dd>
    </div>
    <div>
      <dt>APR</dt>
      <dd>{formatRate(summary.apr)}</dd>
    </div>
    {closingCostLines(costs).map((line) => (
      <div key={line.feeType}>
        <dt>{line.label}</dt>
        <dd>{formatMoney(line.amount)}</dd>
      </div>
    ))}
  </dl>
);
