import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { EXTERNAL_LOGIN_PATH, setLeavePage } from '@/lib/external-auth.ts';
import { savePreAuthState } from '@/lib/pre-auth-state.ts';
import { readToken } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { ExternalLogin, RETURN_NOT_MATCHED } from './external-login.tsx';

const leave = vi.fn();
setLeavePage(leave);
afterEach(() => leave.mockReset());

const routes = [
  { path: '/auth/login', element: <ExternalLogin /> },
  { path: '/dashboard', element: <p>Dashboard here</p> },
  { path: '/account/heloc/:uuid/liens', element: <p>Liens here</p> },
];

describe('login page in external mode', () => {
  it('hands off to the provider, keeping the redirectUrl in the pre-auth state', async () => {
    server.use(http.post(EXTERNAL_LOGIN_PATH, () => HttpResponse.json({ redirectUrl: '/identity-provider/login?s=1' })));
    renderRoutes(routes, '/auth/login?redirectUrl=/account/heloc/0b9a3f1e-4d7c-4a8e-9f51-2a6c3e8d1b70/liens');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/identity-provider/login?s=1'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.preAuthState)!).formState).toEqual({
      redirectUrl: '/account/heloc/0b9a3f1e-4d7c-4a8e-9f51-2a6c3e8d1b70/liens',
    });
  });

  it('back from the provider with the saved nonce, signs in and opens the kept redirectUrl', async () => {
    server.use(http.post('/identity-provider/token', () => HttpResponse.json({ jwt: 'jwt-from-code' })));
    savePreAuthState({ formState: { redirectUrl: '/account/heloc/0b9a3f1e-4d7c-4a8e-9f51-2a6c3e8d1b70/liens' }, nonce: 'nonce-aaaaaaaaaaaaaaaa' });
    const { router } = renderRoutes(routes, '/auth/login?externalStateNonce=nonce-aaaaaaaaaaaaaaaa&code=code-one');
    expect(await screen.findByText('Liens here')).toBeInTheDocument();
    expect(readToken()).toBe('jwt-from-code');
    expect(currentLocation(router)).toBe('/account/heloc/0b9a3f1e-4d7c-4a8e-9f51-2a6c3e8d1b70/liens');
  });

  it('back with a nonce this browser did not save: no sign-in, an explanation, the login page again', async () => {
    const exchanged = vi.fn();
    server.use(http.post('/identity-provider/token', () => (exchanged(), HttpResponse.json({ jwt: 'planted' }))));
    savePreAuthState({ formState: { redirectUrl: '/dashboard' }, nonce: 'nonce-aaaaaaaaaaaaaaaa' });
    const { router } = renderRoutes(routes, '/auth/login?externalStateNonce=nonce-bbbbbbbbbbbbbbbb&code=code-two');
    expect(await screen.findByText(RETURN_NOT_MATCHED)).toBeInTheDocument();
    expect(exchanged).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
    await waitFor(() => expect(currentLocation(router)).toBe('/auth/login'));
  });
});
