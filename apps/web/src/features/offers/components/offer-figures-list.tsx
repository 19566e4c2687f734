import type { TOfferCost } from '@lintel/contract';
import { closingCostLines, formatMoney, formatOfferApr, type TOfferSummary } from '@lintel/domain';

/**
 * The five figures of an offer (draw, fee, draw total, monthly payment, APR) as the select and confirm pages
 * both show them, the APR being the offer's rate with its type as in the offer summary (decision 078), then the closing costs paid from the line (recording fee, and recording tax
 * in the states that levy one); `live` announces changes while the applicant moves the draw.
 */
export const OfferFiguresList = ({
  summary,
  rate,
  rateType,
  costs = [],
  live = false,
}: {
  summary: TOfferSummary;
  rate: number;
  rateType: string;
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
      <dt>APR</dt>
      <dd>{formatOfferApr({ rate, rateType })}</dd>
    </div>
    {closingCostLines(costs).map((line) => (
      <div key={line.feeType}>
        <dt>{line.label}</dt>
        <dd>{formatMoney(line.amount)}</dd>
      </div>
    ))}
  </dl>
);
