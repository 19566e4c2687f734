import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PASSWORD_RESET_MESSAGES } from '@lintel/domain';
import { server } from '../../../../test/msw-server.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { readToken, storeToken } from '@/lib/session.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const TOKEN = 'A'.repeat(43);
const routes = [
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/login', element: <h1>Log in here</h1> },
  { path: '/auth/forgot-password', element: <h1>Forgot here</h1> },
];

const linkState = (check: () => Response) => {
  const resets: unknown[] = [];
  server.use(
    http.post('/identity-broker/customer/api/v3/reset-password/check', check),
    http.post('/identity-broker/customer/api/v3/reset-password', async ({ request }) => {
      resets.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return resets;
};
const open = () => HttpResponse.json({ expiresAt: new Date(Date.now() + 1_800_000).toISOString() });
const refuse = (message: string) => () => HttpResponse.json({ errors: [message] }, { status: 400 });

describe('reset password page', () => {
  it('takes a new password under the registration rules, then ends the session here', async () => {
    storeToken('a-session-of-this-browser');
    const resets = linkState(open);
    const user = userEvent.setup();
    renderRoutes(routes, `/auth/reset-password#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password is not strong enough')).toBeInTheDocument();
    expect(resets).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Lantern-Quay-77!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Lantern-Quay-77!');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your password was changed' })).toHaveFocus();
    expect(resets).toEqual([{ token: TOKEN, password: 'Lantern-Quay-77!' }]);
    expect(readToken()).toBeNull();
    expect(document.title).toBe('Your password was changed | Lintel');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in here' })).toBeInTheDocument();
  });

  it('says at once when a link has expired, and offers a new one', async () => {
    linkState(refuse(PASSWORD_RESET_MESSAGES.linkExpired));
    const user = userEvent.setup();
    renderRoutes(routes, `/auth/reset-password#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toHaveFocus();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.linkExpired)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(document.title).toBe('This link has expired | Lintel');
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot here' })).toBeInTheDocument();
  });

  it('refuses a used link without a form', async () => {
    linkState(refuse(PASSWORD_RESET_MESSAGES.linkInvalid));
    renderRoutes(routes, `/auth/reset-password#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.linkInvalid)).toBeInTheDocument();
  });

  it('treats a link with no token as one that cannot be used', async () => {
    renderRoutes(routes, '/auth/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
  });
});
