import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chooseAutopayCall, getBankStateCall, urlOf, type TBankState } from '@lintel/contract';
import { server } from '../../../../test/msw-server.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { AutopayPage } from './autopay-page.tsx';
import { ManualDisbursePage } from './manual-disburse-page.tsx';

const UUID = '5f0c2a9e-8b1d-4c3e-a7f6-1d2e3f4a5b6c';
const ACCOUNT = {
  uuid: '11111111-1111-4111-8111-111111111111',
  source: 'LINKED' as const,
  institutionName: 'Tartan Bank',
  accountName: 'Plaid Checking',
  accountType: 'checking',
  mask: '7034',
  routingNumber: '021000021',
  bankName: 'JPMorgan Chase Bank',
  ownerName: null,
};
const state = (overrides: Partial<TBankState> = {}): TBankState => ({
  applicationStatus: 'DISBURSEMENT_ACCOUNT',
  accounts: [],
  disbursementAccountUuid: null,
  paymentMethod: null,
  autopayAccountUuid: null,
  autopayDiscount: null,
  applicantName: 'Ada Lovelace',
  ...overrides,
});

describe('bank/manual-disburse', () => {
  it('refuses a routing number failing the checksum, names the bank of a good one, and asks for the number twice', async () => {
    server.use(
      http.get(urlOf(getBankStateCall, { uuid: UUID }), () => HttpResponse.json(state())),
      http.get(`/service-bank/api/v1/applications/${UUID}/bank/routing-numbers/:routing`, ({ params }) =>
        HttpResponse.json({ routingNumber: params.routing, valid: params.routing === '021000021', bankName: params.routing === '021000021' ? 'JPMorgan Chase Bank' : null }),
      ),
    );
    renderRoutes([{ path: '/account/heloc/:uuid/bank/manual-disburse', element: <ManualDisbursePage /> }], `/account/heloc/${UUID}/bank/manual-disburse`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Routing number'), '123456789');
    expect(await screen.findByText('Please enter a valid routing number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Routing number'));
    await user.type(screen.getByLabelText('Routing number'), '021000021');
    expect(await screen.findByText('JPMorgan Chase Bank')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account number'), '12345678');
    await user.type(screen.getByLabelText('Confirm account number'), '12345670');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("Account numbers don't match")).toBeInTheDocument();
    expect(screen.getByLabelText("Account owner's name")).toHaveValue('Ada Lovelace');
  });
});

describe('bank/autopay', () => {
  it('shows the autopay discount as a rate and a monthly amount, and sends autopay from the same account', async () => {
    let sent: unknown;
    server.use(
      http.get(urlOf(getBankStateCall, { uuid: UUID }), () =>
        HttpResponse.json(
          state({
            applicationStatus: 'AUTOPAY_ACCOUNT',
            accounts: [ACCOUNT],
            disbursementAccountUuid: ACCOUNT.uuid,
            autopayDiscount: { rate: 8.5, rateWithDiscount: 8.25, ratePoints: 0.25, monthlyPayment: 619.93, monthlyPaymentWithDiscount: 613.26, monthlySaving: 6.67 },
          }),
        ),
      ),
      http.put(urlOf(chooseAutopayCall, { uuid: UUID }), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ uuid: UUID, applicationStatus: 'GEN_RESCISSION' });
      }),
    );
    renderRoutes(
      [
        { path: '/account/heloc/:uuid/bank/autopay', element: <AutopayPage /> },
        { path: '/account/heloc/:uuid', element: <p>routed</p> },
      ],
      `/account/heloc/${UUID}/bank/autopay`,
    );
    expect(await screen.findByText(/your rate goes from 8.50% to 8.25% \(0.25% off\), so your monthly payment goes from \$619.93 to\s+\$613.26: \$6.67 less each month/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Autopay from the same account/ })).toBeChecked();
    expect(screen.getByText('Checking ending in 7034 · Plaid Checking')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('routed')).toBeInTheDocument();
    expect(sent).toEqual({ paymentMethod: 'AUTOPAY', accountUuid: ACCOUNT.uuid });
  });
});
