import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { offersPath, selectOfferPath, type TOffer, type TOffersResponse } from '@lintel/contract';
import { formatMoney, formatRate, summarizeOffer } from '@lintel/domain';
import { server } from '../../../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { withFlags } from '../../../../test/with-flags.tsx';
import { ConfirmPage } from './confirm-page.tsx';
import { SelectPage } from './select-page.tsx';
import { readSelectionState } from '../selection-route-state.ts';

const UUID = '5f0c2a9e-8b1d-4c3e-a7f6-1d2e3f4a5b6c';
const offer = (term: number, originationFee: number, rate: number): TOffer => ({
  type: 'HELOC_FIXED_DRAW',
  rateType: 'FIXED',
  term,
  rate,
  otherRate: rate - 0.25,
  baseRate: 8.24,
  min: 15_000,
  max: 100_000,
  minDraw: 15_000,
  maxDraw: 97_000,
  originationFee,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: rate - 0.25 }],
});
const OFFERS = [offer(10, 0.0299, 8.49), offer(30, 0.0299, 9.24), offer(10, 0, 9.74)];

const response = (overrides: Partial<TOffersResponse> = {}): TOffersResponse => ({
  applicationStatus: 'OFFER_SELECTION',
  offerSet: {
    offers: OFFERS,
    offersByType: { HELOC_FIXED_DRAW: OFFERS },
    costs: [
      { feeType: 'RECORDING_FEE', borrowerPaidAmount: 150, jsCriteria: null, totalPaidByBorrower: 150 },
    ],
    ofeeMaxThreshold: 7500,
    maxDtiUnlimited: true,
    maxDtiUnlimitedDraw: 97_000,
    incomeRequestRecords: [],
    minRecordingTax: 0,
    maxRecordingTax: 0,
    decision: 'INITIAL',
    subDecision: 'UNVERIFIED_OFFER',
    consents: [],
    assetDepletion: { complete: false, amount: 0 },
  },
  liabilities: [
    {
      uuid: '0b7f7a34-8d1c-4a43-9a57-6f1b2c3d4e5f',
      accountType: 'AUTO',
      creditorName: 'Sandbox Auto Finance',
      monetaryBalance: 18_100,
      monetaryCalculatedNextPaymentMinimumAmount: 450,
      payOff: null,
    },
  ],
  selection: null,
  defaultOffer: { type: 'HELOC_FIXED_DRAW', term: 10, originationFeeRate: 0.0299 },
  revision: null,
  property: {
    street1: '12 Main St',
    street2: null,
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    propertyValue: 777_000,
    propertyCondition: 'UNKNOWN_CONDITION',
  },
  requalification: null,
  ...overrides,
});

const renderSelect = (data: TOffersResponse, flags: { key: string; enabled: boolean }[] = []) => {
  server.use(
    http.get(offersPath(UUID), () => HttpResponse.json(data)),
    http.post('/service-optimize/external/api/v2/decision', () => HttpResponse.json(flags)),
  );
  return renderRoutes(
    withFlags([
      { path: '/account/heloc/:uuid/product/select', element: <SelectPage /> },
      { path: '/account/heloc/:uuid/product/select/confirm', element: <p>Confirm page</p> },
    ]),
    `/account/heloc/${UUID}/product/select`,
  );
};

const figure = (name: string) =>
  within(screen.getByText(name, { selector: '.offer-figures dt' }).parentElement!).getByRole('definition')
    .textContent;
const expected = (draw: number, fee: number, rate: number, term: number) =>
  summarizeOffer({ draw, feeRate: fee, maxFee: 7500, annualRatePercent: rate, termYears: term });

describe('product/select', () => {
  it('starts at the default offer with the largest draw and shows the domain figures', async () => {
    renderSelect(response());
    const slider = await screen.findByRole('slider', { name: 'Initial draw' });
    expect(slider).toHaveAttribute('aria-valuetext', '$97,000');
    const numbers = expected(97_000, 0.0299, 8.49, 10);
    expect(figure('Monthly payment')).toBe(formatMoney(numbers.monthlyPayment));
    expect(figure('Draw total')).toBe(formatMoney(numbers.loanAmount));
    expect(figure('APR')).toBe(formatRate(numbers.apr));
    // The sidebar summary shows the same numbers.
    const summary = screen.getByRole('complementary', { name: 'Offer summary' });
    expect(within(summary).getByText(`${formatRate(numbers.apr)} Fixed`)).toBeInTheDocument();
  });

  it('updates payment, draw total and APR as the draw moves by keyboard and by typing', async () => {
    const user = userEvent.setup();
    renderSelect(response());
    const slider = await screen.findByRole('slider', { name: 'Initial draw' });
    slider.focus();
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '$15,000');
    expect(figure('Monthly payment')).toBe(formatMoney(expected(15_000, 0.0299, 8.49, 10).monthlyPayment));
    await user.keyboard('{ArrowRight}');
    expect(figure('Initial draw')).toBe('$15,100.00');

    const typed = screen.getByRole('textbox', { name: 'Or type an amount' });
    await user.clear(typed);
    await user.type(typed, '42,500{Enter}');
    const numbers = expected(42_500, 0.0299, 8.49, 10);
    expect(figure('Draw total')).toBe(formatMoney(numbers.loanAmount));
    expect(figure('Monthly payment')).toBe(formatMoney(numbers.monthlyPayment));

    await user.clear(typed);
    await user.type(typed, '500000{Enter}');
    expect(screen.getByText('Please enter an amount between $15,000 and $97,000')).toBeInTheDocument();
    expect(figure('Draw total')).toBe(formatMoney(numbers.loanAmount));
  });

  it('recomputes with the term chosen and shows the schedule one click away', async () => {
    const user = userEvent.setup();
    renderSelect(response());
    await user.click(await screen.findByRole('radio', { name: '30 years' }));
    const numbers = expected(97_000, 0.0299, 9.24, 30);
    expect(figure('Monthly payment')).toBe(formatMoney(numbers.monthlyPayment));
    expect(figure('Interest rate')).toBe('9.24%');
    await user.click(screen.getByRole('button', { name: 'View payment schedule' }));
    const table = await screen.findByRole('table', { name: /360 monthly payments over 30 years/ });
    expect(within(table).getAllByRole('row')).toHaveLength(361);
  });

  it('offers the fee options only with the rate buy-down flag', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSelect(response());
    await screen.findByRole('slider');
    expect(screen.queryByRole('group', { name: 'Origination fee' })).not.toBeInTheDocument();
    unmount();
    renderSelect(response(), [{ key: 'fe-heloc-rate-buy-down', enabled: true }]);
    await user.click(await screen.findByRole('radio', { name: /No origination fee, 9.74% rate/ }));
    expect(figure('Origination fee')).toBe('$0.00');
    expect(figure('Monthly payment')).toBe(formatMoney(expected(97_000, 0, 9.74, 10).monthlyPayment));
  });

  it('asks for the draw preference once a debt is marked for payoff and bounds the slider by it', async () => {
    const user = userEvent.setup();
    const { router } = renderSelect(response());
    await user.click(await screen.findByRole('checkbox', { name: /Sandbox Auto Finance/ }));
    expect(
      screen.getByRole('group', { name: 'How should we treat the payoff of $18,100.00?' }),
    ).toBeInTheDocument();
    // PRESERVE: the slider picks the cash kept, up to the maximum draw less the payoff.
    const slider = screen.getByRole('slider', { name: 'Cash you keep' });
    expect(slider).toHaveAttribute('max', String(97_000 - 18_100));
    expect(figure('Initial draw')).toBe('$97,000.00');
    await user.click(screen.getByRole('radio', { name: /Take the payoff out of my draw/ }));
    expect(screen.getByRole('slider', { name: 'Initial draw' })).toHaveAttribute('min', '18100');
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }).closest('form')!);
    await screen.findByText('Confirm page');
    expect(currentLocation(router)).toBe(`/account/heloc/${UUID}/product/select/confirm`);
    expect(router.state.location.state).toEqual({
      // No routing state came in: no decision, no from-path.
      uwDecision: null,
      choice: {
        type: 'HELOC_FIXED_DRAW',
        term: 10,
        originationFeeRate: 0.0299,
        drawAmount: 97_000,
        drawPreference: 'DEDUCT',
        payoffLiabilities: ['0b7f7a34-8d1c-4a43-9a57-6f1b2c3d4e5f'],
      },
    });
  });

  it('shows what changed on a revised offer', async () => {
    renderSelect(
      response({
        applicationStatus: 'REVISED_OFFER_SELECTION',
        revision: {
          previousDrawAmount: 120_000,
          previousRate: 8.24,
          revisedMaxDraw: 97_000,
          revisedRate: 8.49,
          reason: 'Verified income is lower than stated',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your revised offer' })).toBeInTheDocument();
    expect(screen.getByText('Verified income is lower than stated')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Draw $120,000.00 up to $97,000.00' })).toBeInTheDocument();
  });

  it('spreads the choice over pages with fe-heloc-multi-page-product-select', async () => {
    const user = userEvent.setup();
    const { router } = renderSelect(response(), [
      { key: 'fe-heloc-multi-page-product-select', enabled: true },
      { key: 'fe-heloc-rate-buy-down', enabled: true },
    ]);
    await user.click(await screen.findByRole('radio', { name: '30 years' }));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentLocation(router)).toBe(`/account/heloc/${UUID}/product/select?step=fee`);
    expect(screen.getByRole('group', { name: 'Origination fee' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const slider = await screen.findByRole('slider', { name: 'Initial draw' });
    expect(slider).toBeInTheDocument();
    // The term chosen on the first page still prices the figures.
    expect(figure('Monthly payment')).toBe(formatMoney(expected(97_000, 0.0299, 9.24, 30).monthlyPayment));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation(router)).toBe(`/account/heloc/${UUID}/product/select?step=fee`);
  });
});

describe('product/select with the routing state of a verified offer', () => {
  const SIGNING = `/account/heloc/${UUID}/signing/intro`;

  it('shows the decision and, once confirmed, goes to the from-path (signing/intro) instead of the more-info steps', async () => {
    const user = userEvent.setup();
    let chosen: unknown;
    server.use(
      http.get(offersPath(UUID), () => HttpResponse.json(response())),
      http.post('/service-optimize/external/api/v2/decision', () => HttpResponse.json([])),
      http.post(selectOfferPath(UUID), async ({ request }) => {
        chosen = await request.json();
        return HttpResponse.json({ uuid: UUID, applicationStatus: 'FINAL_OFFER' });
      }),
    );
    const { router } = renderRoutes(
      withFlags([
        { path: '/start', element: <p>Start</p> },
        { path: '/account/heloc/:uuid/product/select', element: <SelectPage /> },
        { path: '/account/heloc/:uuid/product/select/confirm', element: <ConfirmPage /> },
        { path: '/account/heloc/:uuid/signing/intro', element: <p>Signing intro</p> },
        { path: '/account/heloc/:uuid', element: <p>Status router</p> },
      ]),
      '/start',
    );
    await act(() =>
      router.navigate(`/account/heloc/${UUID}/product/select`, {
        state: { uwDecision: 'APPROVED', fromPath: SIGNING },
      }),
    );
    expect(
      await screen.findByText(
        'Your income is verified, so the offer you confirm is final. Next, you sign your documents.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Confirm your offer' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Signing intro');
    expect(currentLocation(router)).toBe(SIGNING);
    expect(chosen).toMatchObject({ type: 'HELOC_FIXED_DRAW', term: 10, originationFeeRate: 0.0299 });
  }, 20_000);

  it('without a from-path shows the uw decision and confirms into the status router', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(offersPath(UUID), () => HttpResponse.json(response())),
      http.post('/service-optimize/external/api/v2/decision', () => HttpResponse.json([])),
      http.post(selectOfferPath(UUID), () =>
        HttpResponse.json({ uuid: UUID, applicationStatus: 'COLLECT_ADDITIONAL_INFO' }),
      ),
    );
    const { router } = renderRoutes(
      withFlags([
        { path: '/start', element: <p>Start</p> },
        { path: '/account/heloc/:uuid/product/select', element: <SelectPage /> },
        { path: '/account/heloc/:uuid/product/select/confirm', element: <ConfirmPage /> },
        { path: '/account/heloc/:uuid', element: <p>Status router</p> },
      ]),
      '/start',
    );
    await act(() =>
      router.navigate(`/account/heloc/${UUID}/product/select`, { state: { uwDecision: 'REVIEW' } }),
    );
    expect(
      await screen.findByText('Your application is in review; the offers below may still change.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByText('Status router');
  }, 20_000);

  it('keeps only a from-path inside this application', () => {
    expect(readSelectionState({ uwDecision: 'APPROVED', fromPath: 'https://evil.example/' }, UUID)).toEqual({
      uwDecision: 'APPROVED',
    });
    expect(readSelectionState(null, UUID)).toEqual({ uwDecision: null });
  });
});
