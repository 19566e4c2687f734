import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { readToken } from '@/lib/session.ts';
import { REGISTER_PATH } from '../api/register-account.ts';
import { RegisterPage } from './register-page.tsx';

const routes = [
  { path: '/account/heloc/register', element: <RegisterPage /> },
  { path: '/dashboard', element: <p>Dashboard here</p> },
];

const fillForm = async (values: { email?: string; phone?: string; password?: string; confirm?: string } = {}) => {
  const user = userEvent.setup();
  const { email = 'ada@example.com', phone = '5125550123', password = 'Correct-Horse-9!', confirm = password } = values;
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (phone) await user.type(screen.getByLabelText('Mobile phone'), phone);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
};

describe('sign-up screen (first cut)', () => {
  it('registers with phone digits and the org, stores the token and opens the dashboard', async () => {
    const calls: { url: URL; body: unknown }[] = [];
    server.use(
      http.post(REGISTER_PATH, async ({ request }) => {
        calls.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json({ jwt: 'new-token' });
      }),
    );
    const { router } = renderRoutes(routes, '/account/heloc/register');
    await fillForm();
    expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('organization')).toBe('LINTEL');
    expect(calls[0]!.body).toEqual({ email: 'ada@example.com', password: 'Correct-Horse-9!', phoneNumber: '5125550123' });
    expect(readToken()).toBe('new-token');
    expect(currentLocation(router)).toBe('/dashboard');
  });

  it('formats the phone number while typing', async () => {
    renderRoutes(routes, '/account/heloc/register');
    await userEvent.setup().type(screen.getByLabelText('Mobile phone'), '5125550123');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('(512) 555-0123');
  });

  it('says when the account already exists, with a Login link', async () => {
    server.use(
      http.post(REGISTER_PATH, () => HttpResponse.json({ errors: ['identity exists'] }, { status: 401 })),
    );
    const { router } = renderRoutes(routes, '/account/heloc/register');
    await fillForm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account already exists for this email');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(currentLocation(router)).toBe('/account/heloc/register');
  });

  it('shows the validation messages of the domain rules', async () => {
    renderRoutes(routes, '/account/heloc/register');
    await fillForm({ email: 'not-an-email', phone: '15125550123', password: 'short', confirm: 'other' });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription('Country code 1 is not needed');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Must be at least 12 characters/);
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Passwords don't match");
  });
});
