import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ZSelectOfferRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useOffers } from '../api/get-offers.ts';
import { useSelectOffer } from '../api/select-offer.ts';
import { findOffer } from '../choice-state.ts';
import { afterConfirmPath, readSelectionState } from '../selection-route-state.ts';
import { computeOfferFigures } from '../offer-figures.ts';
import { OfferFiguresList } from './offer-figures-list.tsx';
import { OfferSummaryCard } from './offer-summary-card.tsx';
import { PropertyDetailsCard } from './property-details-card.tsx';
import '@/ui/layout.css';
import '../offers.css';
import { afterCall } from '@/lib/after-call.ts';

/** product/select/confirm: the chosen offer once more, then the select call; without a choice, back to select. */
export const ConfirmPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const offers = useOffers(uuid);
  const selection = useSelectOffer();
  const parsed = ZSelectOfferRequest.safeParse((location.state as { choice?: unknown } | null)?.choice);
  const routeState = readSelectionState(location.state, uuid);
  const backToSelect = { pathname: `/account/heloc/${uuid}/product/select` };
  if (!parsed.success) return <Navigate replace to={backToSelect} state={routeState} />;
  if (offers.isPending) return <p role="status">Loading your offer…</p>;
  const choice = parsed.data;
  const offer = offers.data?.offerSet
    ? findOffer(offers.data.offerSet.offers, choice.type, choice.term, choice.originationFeeRate)
    : undefined;
  if (!offers.data?.offerSet || !offer)
    return <Navigate replace to={backToSelect} state={routeState} />;
  const { summary } = computeOfferFigures({
    offer,
    sliderValue: choice.drawAmount,
    ofeeMaxThreshold: offers.data.offerSet.ofeeMaxThreshold,
    liabilities: offers.data.liabilities,
    payoffUuids: choice.payoffLiabilities ?? [],
    preference: choice.drawPreference ?? 'PRESERVE',
  });

  return (
    <div className="offers-layout">
      <section className="offers-main">
        <PageHeading>Confirm your offer</PageHeading>
        {selection.isError ? (
          <ErrorAlert>
            <p>{isApiError(selection.error) ? selection.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
          </ErrorAlert>
        ) : null}
        <OfferFiguresList summary={summary} rate={offer.rate} costs={offers.data.offerSet.costs} />
        <div className="form__actions">
          <Button variant="secondary" onClick={() => navigate(backToSelect, { state: { ...routeState, choice } })}>
            Change my offer
          </Button>
          <Button
            block
            disabled={selection.isPending}
            aria-busy={selection.isPending}
            onClick={() =>
              afterCall(selection.mutateAsync({ uuid, choice }), () => navigate(afterConfirmPath(routeState, uuid), { replace: true }))
            }
          >
            {selection.isPending ? 'Submitting' : 'Continue'}
          </Button>
        </div>
      </section>
      <div className="offers-sidebar">
        <OfferSummaryCard
          apr={summary.apr.toNumber()}
          rateType={offer.rateType}
          initialDraw={summary.draw.toNumber()}
          monthlyPayment={summary.monthlyPayment.toNumber()}
          termYears={offer.term}
          rate={offer.rate}
        />
        <PropertyDetailsCard property={offers.data.property} />
      </div>
    </div>
  );
};

export { ConfirmPage as Component };
