import { useNavigate, useParams } from 'react-router';
import { formatMoney } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useOffers } from '../api/get-offers.ts';
import { useAcceptRequalifiedOffers } from '../api/accept-requalified-offers.ts';
import '@/ui/layout.css';
import '../offers.css';
import { afterCall } from '@/lib/after-call.ts';

const ordinal = (position: number) =>
  position === 1 ? 'first' : position === 2 ? 'second' : position === 3 ? 'third' : `${position}th`;

/**
 * product/prequal-winback (CLTV_LIEN_POSITION_REQUALIFY): the line cannot hold the lien position or the combined
 * loan-to-value first assumed; the page explains why and offers the smaller line that still fits.
 */
export const PrequalWinbackPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const offers = useOffers(uuid);
  const acceptance = useAcceptRequalifiedOffers();
  if (offers.isPending) return <p role="status">Loading your offer…</p>;
  const requalification = offers.data?.requalification;
  // Keep the page's heading when the requalification cannot be read, so the applicant knows where they are.
  if (!requalification)
    return (
      <section className="offers-main">
        <PageHeading>Your updated offer</PageHeading>
        <ErrorAlert>
          We could not load your updated offer. Please try again, or contact us if this keeps happening.
        </ErrorAlert>
      </section>
    );
  const hasOffer = requalification.requalifiedMaxLine > 0;
  return (
    <section className="offers-main">
      <PageHeading>We found another lien on your home</PageHeading>
      <p>
        The property records show more debt secured by your home than we first saw, so your line would be in{' '}
        {ordinal(requalification.lienPosition)} lien position. A line in that position can only go up to a
        lower combined loan-to-value, so your line changes.
      </p>
      <dl className="offer-figures">
        <div>
          <dt>Line offered before</dt>
          <dd>{formatMoney(requalification.previousMaxLine, { precision: 0 })}</dd>
        </div>
        <div>
          <dt>Line you qualify for now</dt>
          <dd>
            {hasOffer
              ? formatMoney(requalification.requalifiedMaxLine, { precision: 0 })
              : 'No line available'}
          </dd>
        </div>
      </dl>
      {acceptance.isError ? (
        <ErrorAlert>
          <p>{isApiError(acceptance.error) ? acceptance.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <div className="form__actions">
        <Button
          block
          disabled={acceptance.isPending}
          aria-busy={acceptance.isPending}
          onClick={() =>
            afterCall(acceptance.mutateAsync({ uuid }), () => navigate(`/account/heloc/${uuid}`, { replace: true }))
          }
        >
          {acceptance.isPending ? 'Submitting' : hasOffer ? 'See my new offers' : 'Continue'}
        </Button>
      </div>
    </section>
  );
};

export { PrequalWinbackPage as Component };
