import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatMoney, formatRate, DRAW_PREFERENCES } from '@lintel/domain';
import { ZSelectOfferRequest, type TOffer, type TOffersResponse } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { InlineErrorPanel } from '@/ui/inline-error-panel.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { useOffers } from '../api/get-offers.ts';
import { useFlag, useFlagStatus } from '@/lib/feature-flags.ts';
import {
  findOffer,
  initialChoice,
  PREFERENCE_LABELS,
  PRODUCT_TYPE_LABELS,
  toSelectRequest,
  type TOfferChoice,
} from '../choice-state.ts';
import { computeOfferFigures, scheduleOf } from '../offer-figures.ts';
import { readSelectionState, UW_DECISION_NOTES, VERIFIED_OFFER_NOTE } from '../selection-route-state.ts';
import { AmortizationDialog } from './amortization-dialog.tsx';
import { DrawSlider } from './draw-slider.tsx';
import { OfferFiguresList } from './offer-figures-list.tsx';
import { OfferSummaryCard } from './offer-summary-card.tsx';
import { PropertyDetailsCard } from './property-details-card.tsx';
import { RevisionNotice } from './revision-notice.tsx';
import '@/ui/layout.css';
import '../offers.css';

type TStep = 'product' | 'fee' | 'draw';
const feeLabel = (fee: number) =>
  fee === 0 ? 'No origination fee' : `${formatRate(fee * 100)} origination fee`;
const unique = <T,>(values: readonly T[]) => [...new Set(values)];

/** The pages of the choice: one page, or with fe-heloc-multi-page-product-select one per decision. */
type TProductSelectFlags = { rateBuyDown: boolean; multiPage: boolean };

const stepsFor = (flags: TProductSelectFlags): TStep[] =>
  flags.multiPage ? (flags.rateBuyDown ? ['product', 'fee', 'draw'] : ['product', 'draw']) : ['draw'];

/**
 * product/select (OFFER_SELECTION and REVISED_OFFER_SELECTION): type, term, fee option (flag
 * fe-heloc-rate-buy-down), the draw with its payoff preference, the live monthly payment, draw total and APR
 * (domain math), the schedule one click away, then the confirm page.
 */
export const SelectPage = () => {
  const { uuid = '' } = useParams();
  const offers = useOffers(uuid);
  // Spec 03 section 7: when the flag service cannot answer both stay off (one page, the brand's default fee).
  const flags: TProductSelectFlags = {
    rateBuyDown: useFlag('fe-heloc-rate-buy-down'),
    multiPage: useFlag('fe-heloc-multi-page-product-select'),
  };
  const flagStatus = useFlagStatus();
  if (offers.isPending || flagStatus === 'loading') return <p role="status">Loading your offers…</p>;
  // The page keeps its heading when there is nothing to choose yet, so the applicant knows where they are.
  if (offers.isError)
    return (
      <>
        <PageHeading>Choose your offer</PageHeading>
        <InlineErrorPanel onRetry={() => void offers.refetch()} />
      </>
    );
  if (!offers.data.offerSet)
    return (
      <>
        <PageHeading>Choose your offer</PageHeading>
        <InlineErrorPanel
          title="Your offers are not ready yet"
          message="We are still preparing your offers. Please try again in a moment."
          onRetry={() => void offers.refetch()}
        />
      </>
    );
  return <OfferChooser uuid={uuid} data={offers.data} flags={flags} />;
};

const OfferChooser = ({
  uuid,
  data,
  flags,
}: {
  uuid: string;
  data: TOffersResponse;
  flags: TProductSelectFlags;
}) => {
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const routeState = readSelectionState(location.state, uuid);
  const offerSet = data.offerSet!;
  const [choice, setChoice] = useState<TOfferChoice | null>(() => {
    // Back from confirm ("Change my offer") with the choice being changed: start from it.
    const changing = ZSelectOfferRequest.safeParse((location.state as { choice?: unknown } | null)?.choice);
    return initialChoice(data, changing.success ? changing.data : null);
  });
  const steps = stepsFor(flags);
  const step: TStep = steps.includes(search.get('step') as TStep) ? (search.get('step') as TStep) : steps[0]!;
  const stepIndex = steps.indexOf(step);
  const showChoiceOf = (part: TStep) => (flags.multiPage ? step === part : true);

  const offer = choice
    ? findOffer(offerSet.offers, choice.type, choice.term, choice.originationFeeRate)
    : undefined;
  const figures = useMemo(
    () =>
      offer && choice
        ? computeOfferFigures({
            offer,
            sliderValue: choice.sliderValue,
            ofeeMaxThreshold: offerSet.ofeeMaxThreshold,
            liabilities: data.liabilities,
            payoffUuids: choice.payoffUuids,
            preference: choice.preference,
          })
        : null,
    [offer, choice, offerSet.ofeeMaxThreshold, data.liabilities],
  );
  if (!choice || !offer || !figures)
    return (
      <>
        <PageHeading>Choose your offer</PageHeading>
        <ErrorAlert>We have no offer to show right now. Please contact us.</ErrorAlert>
      </>
    );

  const types = unique(offerSet.offers.map((o) => o.type));
  const terms = unique(offerSet.offers.filter((o) => o.type === choice.type).map((o) => o.term)).sort(
    (a, b) => a - b,
  );
  const fees = unique(
    offerSet.offers
      .filter((o) => o.type === choice.type && o.term === choice.term)
      .map((o) => o.originationFee),
  ).sort((a, b) => a - b);

  /** Moves to another offer, keeping the fee option when it exists there (else the nearest one offered). */
  const pick = (next: Partial<Pick<TOfferChoice, 'type' | 'term' | 'originationFeeRate'>>) => {
    const type = next.type ?? choice.type;
    const candidates = offerSet.offers.filter((o) => o.type === type);
    const term = candidates.some((o) => o.term === (next.term ?? choice.term))
      ? (next.term ?? choice.term)
      : candidates[0]!.term;
    const sameTerm = candidates.filter((o) => o.term === term);
    const fee = next.originationFeeRate ?? choice.originationFeeRate;
    const target: TOffer = sameTerm.find((o) => o.originationFee === fee) ?? sameTerm[0]!;
    setChoice({ ...choice, type, term, originationFeeRate: target.originationFee });
  };
  const drawValue = Math.min(Math.max(choice.sliderValue, figures.bounds.min), figures.bounds.max);
  const goToStep = (index: number) =>
    setSearch(index === 0 ? {} : { step: steps[index]! }, { state: location.state });
  const onContinue = () => {
    if (stepIndex < steps.length - 1) return goToStep(stepIndex + 1);
    return navigate(`/account/heloc/${uuid}/product/select/confirm`, {
      // The routing state goes along, so confirming leads to the from-path of a verified offer.
      state: { ...routeState, choice: toSelectRequest(choice, drawValue) },
    });
  };
  const summary = figures.summary;

  return (
    <div className="offers-layout">
      <section className="offers-main">
        <PageHeading>{data.revision ? 'Your revised offer' : 'Choose your offer'}</PageHeading>
        {data.revision ? <RevisionNotice revision={data.revision} /> : null}
        {routeState.fromPath ? (
          <p className="choice-group__hint">{VERIFIED_OFFER_NOTE}</p>
        ) : routeState.uwDecision && UW_DECISION_NOTES[routeState.uwDecision] ? (
          <p className="choice-group__hint">{UW_DECISION_NOTES[routeState.uwDecision]}</p>
        ) : null}
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onContinue();
          }}
        >
          {showChoiceOf('product') && types.length > 1 ? (
            <fieldset className="choice-group">
              <legend>Product</legend>
              {types.map((type) => (
                <label key={type} className="choice-group__option">
                  <input
                    type="radio"
                    name="type"
                    checked={choice.type === type}
                    onChange={() => pick({ type })}
                  />
                  <span>{PRODUCT_TYPE_LABELS[type] ?? type}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {showChoiceOf('product') ? (
            <fieldset className="choice-group">
              <legend>Term</legend>
              {terms.map((term) => (
                <label key={term} className="choice-group__option">
                  <input
                    type="radio"
                    name="term"
                    checked={choice.term === term}
                    onChange={() => pick({ term })}
                  />
                  <span>{term} years</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {flags.rateBuyDown && showChoiceOf('fee') && fees.length > 0 ? (
            <fieldset className="choice-group">
              <legend>Origination fee</legend>
              <p className="choice-group__hint">A higher fee lowers your rate.</p>
              {fees.map((fee) => {
                const feeOffer = findOffer(offerSet.offers, choice.type, choice.term, fee)!;
                return (
                  <label key={fee} className="choice-group__option">
                    <input
                      type="radio"
                      name="fee"
                      checked={choice.originationFeeRate === fee}
                      onChange={() => pick({ originationFeeRate: fee })}
                    />
                    <span>
                      {feeLabel(fee)}, {formatRate(feeOffer.rate)} rate
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ) : null}
          {showChoiceOf('draw') ? (
            <>
              {data.liabilities.length > 0 ? (
                <fieldset className="choice-group">
                  <legend>Pay off debts with this line (optional)</legend>
                  {data.liabilities.map((liability) => (
                    <label key={liability.uuid} className="choice-group__option">
                      <input
                        type="checkbox"
                        checked={choice.payoffUuids.includes(liability.uuid)}
                        onChange={(event) =>
                          setChoice({
                            ...choice,
                            payoffUuids: event.target.checked
                              ? [...choice.payoffUuids, liability.uuid]
                              : choice.payoffUuids.filter((id) => id !== liability.uuid),
                          })
                        }
                      />
                      <span>
                        {liability.creditorName}, balance {formatMoney(liability.monetaryBalance)}
                      </span>
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {figures.payoff.greaterThan(0) ? (
                <fieldset className="choice-group">
                  <legend>How should we treat the payoff of {formatMoney(figures.payoff)}?</legend>
                  {DRAW_PREFERENCES.map((preference) => (
                    <label key={preference} className="choice-group__option">
                      <input
                        type="radio"
                        name="preference"
                        checked={choice.preference === preference}
                        onChange={() => setChoice({ ...choice, preference })}
                      />
                      <span>
                        {PREFERENCE_LABELS[preference].label}
                        <span className="choice-group__hint"> {PREFERENCE_LABELS[preference].description}</span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {figures.bounds.feasible && figures.preference !== 'MAXIMIZE' ? (
                <DrawSlider
                  label={
                    figures.preference === 'PRESERVE' && figures.payoff.greaterThan(0)
                      ? 'Cash you keep'
                      : 'Initial draw'
                  }
                  min={figures.bounds.min}
                  max={figures.bounds.max}
                  value={drawValue}
                  onChange={(sliderValue) => setChoice({ ...choice, sliderValue })}
                  // On a phone the figures list is below the fold while the thumb moves (issue 10 item 16):
                  // the two figures the draw changes most ride with the slider. Not live: the list is.
                  readout={
                    <p className="draw-slider__readout">
                      <span>
                        Monthly payment <strong>{formatMoney(summary.monthlyPayment)}</strong>
                      </span>
                      <span>
                        APR <strong>{formatRate(summary.apr)}</strong>
                      </span>
                    </p>
                  }
                />
              ) : null}
              {!figures.bounds.feasible ? (
                <ErrorAlert>
                  The debts you marked are more than this line can pay off. Please unmark one.
                </ErrorAlert>
              ) : null}
            </>
          ) : null}
          <OfferFiguresList summary={summary} rate={offer.rate} costs={offerSet.costs} live />
          {offer.discountList.length > 0 ? (
            <p className="choice-group__hint">
              {offer.discountList
                .map(
                  (entry) =>
                    `${formatRate(entry.rateWithDiscount)} with ${entry.discount.type === 'AUTOPAY' ? 'autopay' : 'your member discount'}`,
                )
                .join('; ')}
              .
            </p>
          ) : null}
          <AmortizationDialog rows={scheduleOf(summary, offer)} termYears={offer.term} />
          <div className="form__actions">
            {stepIndex > 0 ? (
              <Button variant="secondary" onClick={() => goToStep(stepIndex - 1)}>
                Back
              </Button>
            ) : null}
            <Button type="submit" block disabled={!figures.bounds.feasible}>
              Continue
            </Button>
          </div>
        </form>
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
        <PropertyDetailsCard property={data.property} />
      </div>
    </div>
  );
};

export { SelectPage as Component };
