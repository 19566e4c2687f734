import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bpoConditionPath, bpoEstimatePath, bpoOrderPath, bpoPath, type TBpoDetails } from '@lintel/contract';
import { server } from '../../../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { BpoConditionPage } from './condition-page.tsx';
import { EstimateValuePage } from './estimate-value-page.tsx';
import { OrderBpoPage } from './order-bpo-page.tsx';

const UUID = '5f0c2a9e-8b1d-4c3e-a7f6-1d2e3f4a5b6c';
const routes = [
  { path: '/account/heloc/:uuid/bpo/estimate-value', element: <EstimateValuePage /> },
  { path: '/account/heloc/:uuid/bpo/order-bpo', element: <OrderBpoPage /> },
  { path: '/account/heloc/:uuid/bpo/condition', element: <BpoConditionPage /> },
  { path: '/account/heloc/:uuid', element: <p>Next screen</p> },
];

const details = (overrides: Partial<TBpoDetails> = {}): TBpoDetails => ({
  uuid: UUID,
  applicationStatus: 'NO_AVM_FOUND',
  bpo: 'BPO_REQUIRED',
  propertyState: 'CO',
  propertyAddress: '3 Noavm Road, Denver, CO 80202',
  estimatedValue: null,
  propertyCondition: null,
  feeDollars: 180,
  orderedAt: null,
  ...overrides,
});

describe('bpo/estimate-value', () => {
  it('shows the property, names what is missing, and sends the typed value as a number with the condition', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.get(bpoPath(UUID), () => HttpResponse.json(details())),
      http.post(bpoEstimatePath(UUID), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          details({
            applicationStatus: 'NAV_BPO_ORDER_REQUEST',
            estimatedValue: 650_000,
            propertyCondition: 'FAIR',
          }),
        );
      }),
    );
    const { router } = renderRoutes(routes, `/account/heloc/${UUID}/bpo/estimate-value`);
    expect(await screen.findByText('3 Noavm Road, Denver, CO 80202')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your estimated home value')).toBeInTheDocument();
    expect(screen.getByText('Please select the condition of your home')).toBeInTheDocument();

    const value = screen.getByRole('textbox', { name: 'Estimated home value' });
    await user.type(value, '$650000');
    expect(value).toHaveValue('650,000');
    await user.click(screen.getByRole('radio', { name: /^Fair/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Next screen');
    expect(sent).toEqual({ estimatedValue: 650_000, propertyCondition: 'FAIR' });
    expect(currentLocation(router)).toBe(`/account/heloc/${UUID}`);
  });

  it('refuses a value below the minimum without calling the server', async () => {
    const user = userEvent.setup();
    let called = false;
    server.use(
      http.get(bpoPath(UUID), () => HttpResponse.json(details())),
      http.post(bpoEstimatePath(UUID), () => {
        called = true;
        return HttpResponse.json(details());
      }),
    );
    renderRoutes(routes, `/account/heloc/${UUID}/bpo/estimate-value`);
    await user.type(await screen.findByRole('textbox', { name: 'Estimated home value' }), '9000');
    await user.click(screen.getByRole('radio', { name: /^Good/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Estimated home value must be at least $50,000')).toBeInTheDocument();
    expect(called).toBe(false);
  });
});

describe('bpo/order-bpo', () => {
  it('asks for the fee agreement, then orders', async () => {
    const user = userEvent.setup();
    let ordered: unknown;
    server.use(
      http.get(bpoPath(UUID), () =>
        HttpResponse.json(details({ applicationStatus: 'NAV_BPO_ORDER_REQUEST', estimatedValue: 650_000 })),
      ),
      http.post(bpoOrderPath(UUID), async ({ request }) => {
        ordered = await request.json();
        return HttpResponse.json(details({ applicationStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING' }));
      }),
    );
    renderRoutes(routes, `/account/heloc/${UUID}/bpo/order-bpo`);
    expect(await screen.findByText('$180')).toBeInTheDocument();
    expect(screen.getByText(/you estimated \$650,000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order valuation' }));
    expect(
      screen.getByText('Please agree to the $180 valuation fee to order the valuation'),
    ).toBeInTheDocument();
    expect(ordered).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: /I agree to pay the \$180 valuation fee/ }));
    await user.click(screen.getByRole('button', { name: 'Order valuation' }));
    await screen.findByText('Next screen');
    expect(ordered).toEqual({ acceptFee: true });
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(bpoPath(UUID), () =>
        HttpResponse.json(details({ applicationStatus: 'NAV_BPO_ORDER_REQUEST' })),
      ),
      http.post(bpoOrderPath(UUID), () =>
        HttpResponse.json(
          { errors: ['A valuation order is not needed for this application right now.'] },
          { status: 409 },
        ),
      ),
    );
    renderRoutes(routes, `/account/heloc/${UUID}/bpo/order-bpo`);
    await user.click(await screen.findByRole('checkbox', { name: /I agree to pay/ }));
    await user.click(screen.getByRole('button', { name: 'Order valuation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A valuation order is not needed for this application right now.',
    );
  });
});

describe('bpo/condition', () => {
  it('sends the Texas acknowledgement once it is given', async () => {
    const user = userEvent.setup();
    let acknowledged: unknown;
    server.use(
      http.get(bpoPath(UUID), () =>
        HttpResponse.json(details({ applicationStatus: 'NAV_BPO_ORDER_REQUEST', propertyState: 'TX' })),
      ),
      http.post(bpoConditionPath(UUID), async ({ request }) => {
        acknowledged = await request.json();
        return HttpResponse.json(
          details({ applicationStatus: 'NAV_BPO_PROCESSING', bpo: 'BPO_PROCESSING', propertyState: 'TX' }),
        );
      }),
    );
    renderRoutes(routes, `/account/heloc/${UUID}/bpo/condition`);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge and continue' }));
    expect(screen.getByText('Please confirm the acknowledgement to continue')).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: /fair market value set by the broker price opinion/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Acknowledge and continue' }));
    await screen.findByText('Next screen');
    expect(acknowledged).toEqual({ acknowledged: true });
  });
});
