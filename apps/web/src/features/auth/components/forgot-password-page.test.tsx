import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
];

const acceptRequests = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/identity-broker/customer/api/v3/forgot-password', async ({ request }) => {
      bodies.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
};

describe('forgot password page', () => {
  it('is reached from the login page with the typed email, never in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/auth/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(router.state.location.search).toBe('');
    expect(document.title).toBe('Forgot your password? | Lintel');
  });

  it('asks for a link and says what happens next, the same for any email', async () => {
    const bodies = acceptRequests();
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account exists for ada@example.com, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
    );
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
    expect(document.title).toBe('Check your email | Lintel');

    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows the email rule without calling the server', async () => {
    const bodies = acceptRequests();
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('shows the server’s refusal (too many requests) on the form', async () => {
    server.use(
      http.post('/identity-broker/customer/api/v3/forgot-password', () =>
        HttpResponse.json({ errors: ['Too many attempts. Please wait a minute and try again.'] }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/auth/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  });
});
