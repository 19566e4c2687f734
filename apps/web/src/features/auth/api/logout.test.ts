import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server.ts';
import { setNavigator } from '@/lib/navigation.ts';
import { readToken, storeToken } from '@/lib/session.ts';
import { LOGOUT_PATH, logout } from './logout.ts';

const navigate = vi.fn();
setNavigator(navigate);
afterEach(() => navigate.mockReset());

describe('logout', () => {
  it('calls logout with the token, then clears it and opens /auth/login', async () => {
    storeToken('t-1');
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(LOGOUT_PATH, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await logout();
    expect(authorizations).toEqual(['Bearer t-1']);
    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('still ends the session and opens /auth/login when the call fails', async () => {
    storeToken('t-1');
    server.use(http.post(LOGOUT_PATH, () => HttpResponse.json({ errors: ['Boom'] }, { status: 500 })));
    await expect(logout()).rejects.toThrow('Boom');
    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });
});
