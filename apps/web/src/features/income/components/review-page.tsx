import { Link, useParams } from 'react-router';
import {
  formatMoney,
  INCOME_METHOD_TEXTS,
  INCOME_SOURCE_LABELS,
  INCOME_SOURCE_STATE_LABELS,
  type TIncomeMethodKind,
} from '@lintel/domain';
import type { TIncomeReview } from '@lintel/contract';
import { buttonClassName } from '@/ui/button.tsx';
import { IncomeFrame } from './income-frame.tsx';

const METHOD_PATH: Record<TIncomeMethodKind, string> = { bank: 'income/link/bank', payroll: 'income/link/payroll', upload: 'income/upload' };

const dollars = (value: number) => formatMoney(value, { precision: 0 });

const SourceList = ({ review }: { review: TIncomeReview }) =>
  review.sources.length === 0 ? (
    <p>You have not linked or uploaded anything yet.</p>
  ) : (
    <ul className="income-sources" aria-label="Your income sources">
      {review.sources.map((source) => (
        <li key={source.uuid} className="income-source">
          <div className="income-source__top">
            <h3>{INCOME_SOURCE_LABELS[source.source] ?? source.source}</h3>
            <span className={`income-state income-state--${source.state}`}>{INCOME_SOURCE_STATE_LABELS[source.state]}</span>
          </div>
          {source.institutionName ? (
            <p>
              {source.institutionName}
              {source.accountMask ? ` · account ending in ${source.accountMask}` : ''}
            </p>
          ) : null}
          {source.verifiedAnnualIncome !== null ? <p>Verified income: {dollars(source.verifiedAnnualIncome)} a year</p> : null}
          {source.detail ? <p>{source.detail}</p> : null}
        </li>
      ))}
    </ul>
  );

/**
 * income/review (INCOME_VERIFICATION): the ways the offer allows to verify income, each with what it shares
 * and how long it takes; the state of each source so far; and what comes next.
 */
export const IncomeReviewPage = () => {
  const { uuid = '' } = useParams();
  const base = `/account/heloc/${uuid}`;
  return (
    <IncomeFrame uuid={uuid} heading="Verify your income">
      {(review) => {
        const open = review.applicationStatus === 'INCOME_VERIFICATION';
        const asked = review.paystubs.conditionUuid !== null;
        return (
          <>
            <p className="income-page__lead">
              You told us you earn {dollars(review.statedAnnualIncome)} a year. We confirm it before your final offer.
            </p>
            <div className="income-next" role="status">
              <p>
                <strong>Next step: </strong>
                {asked && open ? review.paystubs.description : review.nextStep}
              </p>
            </div>
            {asked && open ? (
              <p>
                <Link className={buttonClassName('primary')} to={`${base}/income/upload`}>
                  Upload paystubs
                </Link>
              </p>
            ) : null}
            {!open ? (
              <p>
                <Link className={buttonClassName('primary')} to={base}>
                  Continue
                </Link>
              </p>
            ) : null}
            {open ? (
              <>
                <h2 className="income-page__section">Ways to verify your income</h2>
                <ul className="income-methods">
                  {review.methods.map((kind) => {
                    const text = INCOME_METHOD_TEXTS[kind];
                    return (
                      <li key={kind} className="income-method">
                        <h3>{text.title}</h3>
                        <dl>
                          <dt>What you share</dt>
                          <dd>{text.shares}</dd>
                          <dt>How long it takes</dt>
                          <dd>{text.takes}</dd>
                        </dl>
                        <Link className={buttonClassName(kind === review.methods[0] ? 'primary' : 'secondary', true)} to={`${base}/${METHOD_PATH[kind]}`}>
                          {text.action}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : null}
            <h2 className="income-page__section">Your income sources</h2>
            <SourceList review={review} />
          </>
        );
      }}
    </IncomeFrame>
  );
};

export { IncomeReviewPage as Component };
