import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { readToken } from '@/lib/session.ts';
import { LoginPage } from './login-page.tsx';

const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/dashboard', element: <p>Dashboard here</p> },
  { path: '/account/heloc/:uuid/liens', element: <p>Liens here</p> },
];

const acceptLogin = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/identity-broker/customer/api/v3/login', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ jwt: 'signed-token' });
    }),
  );
  return bodies;
};

const logIn = async (email = 'ada@example.com', password = 'Correct-Horse-9!') => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('login page', () => {
  it('logs in, stores the token and opens the dashboard', async () => {
    const bodies = acceptLogin();
    const { router } = renderRoutes(routes, '/auth/login');
    await logIn();
    expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'Correct-Horse-9!' }]);
    expect(readToken()).toBe('signed-token');
    expect(currentLocation(router)).toBe('/dashboard');
  });

  it('goes to an allowed redirectUrl after login', async () => {
    acceptLogin();
    const { router } = renderRoutes(routes, '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fliens');
    await logIn();
    expect(await screen.findByText('Liens here')).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/account/heloc/abc/liens');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'ignores the redirectUrl %s and opens the dashboard',
    async (target) => {
      acceptLogin();
      const { router } = renderRoutes(routes, `/auth/login?redirectUrl=${encodeURIComponent(target)}`);
      await logIn();
      await waitFor(() => expect(currentLocation(router)).toBe('/dashboard'));
    },
  );

  it('shows the server message when the credentials are wrong, and stays', async () => {
    server.use(
      http.post('/identity-broker/customer/api/v3/login', () =>
        HttpResponse.json({ errors: ['Invalid email or password'] }, { status: 401 }),
      ),
    );
    const { router } = renderRoutes(routes, '/auth/login');
    await logIn('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(readToken()).toBeNull();
    expect(currentLocation(router)).toBe('/auth/login');
  });

  it('explains empty fields next to them without calling the server', async () => {
    renderRoutes(routes, '/auth/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
    expect(email).toHaveFocus();
  });

  it('checks a field again as it changes once a submit failed, and sends the trimmed email', async () => {
    const bodies = acceptLogin();
    renderRoutes(routes, '/auth/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    await user.type(email, '  ada@example.com ');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse-9!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'Correct-Horse-9!' }]);
  });
});
