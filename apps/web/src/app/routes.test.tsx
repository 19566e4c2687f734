import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { server } from '../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../test/render.tsx';
import userEvent from '@testing-library/user-event';
import { readToken, storeToken } from '@/lib/session.ts';
import { routes } from './routes.tsx';
import { ErrorPage } from './error-page.tsx';

const expectLocation = async (router: ReturnType<typeof renderRoutes>['router'], expected: string) =>
  waitFor(() => expect(currentLocation(router)).toBe(expected));

describe('route table', () => {
  it.each([
    ['/', '/auth/login?redirectUrl=%2Fdashboard'],
    ['/account', '/auth/login?redirectUrl=%2Fdashboard'],
    ['/account/register?referrer=lo-1', '/account/heloc/register?referrer=lo-1'],
    ['/account/heloc/terms', '/terms'],
    ['/account/heloc/privacy', '/privacy'],
    ['/account/heloc-signer/login?x=1', '/account/heloc/heloc-signer/login?x=1'],
    ['/account/heloc/heloc-signer', '/account/heloc/heloc-signer/login'],
  ])('anonymous %s ends at %s', async (from, to) => {
    const { router } = renderRoutes(routes, from);
    await expectLocation(router, to);
  });

  it.each([
    ['/', '/dashboard'],
    ['/account/heloc/abc/income/link', '/account/heloc/abc/income/review'],
    ['/account/heloc/heloc-signer/conditions/unknown', '/account/heloc/heloc-signer/conditions'],
    ['/account/heloc/heloc-signer/conditions/phone-number', '/account/heloc/heloc-signer/conditions'],
  ])('signed-in %s ends at %s', async (from, to) => {
    storeToken('t');
    server.use(http.get('/service-application/api/v1/application/heloc/all', () => HttpResponse.json([])));
    const { router } = renderRoutes(routes, from);
    await expectLocation(router, to);
  });

  it('sends anonymous visitors of application pages to login with the path as redirectUrl', async () => {
    const { router } = renderRoutes(routes, '/account/heloc/abc/liens');
    await expectLocation(router, '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fliens');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends anonymous visitors of signer pages to the signer login', async () => {
    const { router } = renderRoutes(routes, '/account/heloc/heloc-signer/sign');
    await expectLocation(router, '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign');
  });

  it('opens registration without login', async () => {
    const { router } = renderRoutes(routes, '/account/heloc/register');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/account/heloc/register');
  });

  it('shows the timeout page for review-app datatree and signdocs', async () => {
    storeToken('t');
    renderRoutes(routes, '/account/heloc/abc/review-app/signdocs');
    expect(await screen.findByRole('heading', { name: 'This is taking longer than usual' })).toBeInTheDocument();
  });

  it('has a shell with a skip link, a main landmark and Login for anonymous visitors', async () => {
    renderRoutes(routes, '/terms');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers no Login link on the login page itself', async () => {
    renderRoutes(routes, '/auth/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows Dashboard and Logout when signed in', async () => {
    storeToken('t');
    renderRoutes(routes, '/contact');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('logout from the header', () => {
  it('ends the session and opens /auth/login without a redirectUrl', async () => {
    storeToken('t');
    server.use(
      http.get('/service-application/api/v1/application/heloc/all', () => HttpResponse.json([])),
      http.post('/identity-broker/customer/secure/api/v3/logout', () => new HttpResponse(null, { status: 204 })),
    );
    const { router } = renderRoutes(routes, '/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await expectLocation(router, '/auth/login');
    expect(readToken()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('still opens /auth/login when the logout call fails, and says so in a warning toast', async () => {
    storeToken('t');
    server.use(
      http.get('/service-application/api/v1/application/heloc/all', () => HttpResponse.json([])),
      http.post('/identity-broker/customer/secure/api/v3/logout', () => HttpResponse.json({ errors: ['Boom'] }, { status: 500 })),
    );
    const { router } = renderRoutes(routes, '/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await expectLocation(router, '/auth/login');
    const toast = await screen.findByRole('alert', { name: 'Warning alert' });
    expect(toast).toHaveTextContent('We could not reach our servers to end your session, but you are logged out on this device.');
    expect(readToken()).toBeNull();
  });
});

describe('error fallback page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the snag message, support contacts and both actions', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    const failing: RouteObject[] = [{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }];
    renderRoutes(failing, '/');
    expect(await screen.findByRole('heading', { name: 'Sorry, looks like we have hit a snag!' })).toBeInTheDocument();
    expect(screen.getByText('Please click "Try again" to see if we can get you back moving.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\d{3}-\d{3}-\d{4}/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+1\d{10}$/));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('HELOC: Error Fallback', 'Error: render failed');
  });

  it('logs the error event to telemetry too, with the error kind only (spec 03 section 8, decision 086)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events: Array<{ event: string; eventType: string; eventProperties: Record<string, unknown> }> = [];
    server.use(
      http.post('*/ft/external/session', () => HttpResponse.json({ sessionKey: 's-1' })),
      http.post('*/ft/external/event', async ({ request }) => {
        events.push((await request.json()) as (typeof events)[number]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const Broken = () => {
      throw new TypeError('card 4111 1111 1111 1111 failed');
    };
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }], '/');
    await waitFor(() => expect(events.map((e) => e.event)).toContain('HELOC: Error Fallback'));
    const logged = events.find((e) => e.event === 'HELOC: Error Fallback')!;
    expect(logged.eventType).toBe('ERROR');
    expect(logged.eventProperties).toEqual({ errorName: 'TypeError' });
    expect(JSON.stringify(logged)).not.toContain('4111');
  });
});
