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
  afterEach(() => vi.restoreAllMocks());

  it('calls logout with the token, does not follow its redirect, then clears the token and opens /auth/login', async () => {
    storeToken('t-1');
    const authorizations: (string | null)[] = [];
    const followed = vi.fn();
    server.use(
      http.post(LOGOUT_PATH, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(null, {
          status: 303,
          headers: { location: '/auth/login', 'cache-control': 'no-store' },
        });
      }),
      http.get('/auth/login', () => {
        followed();
        return new HttpResponse('<!doctype html>', { headers: { 'content-type': 'text/html' } });
      }),
    );
    await logout();
    expect(authorizations).toEqual(['Bearer t-1']);
    expect(followed).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('takes the browser’s opaque redirect (redirect: manual) as success', async () => {
    storeToken('t-1');
    // What a browser answers for a redirect under redirect: 'manual': no status, no headers, no body.
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      ok: false,
      headers: new Headers(),
      body: null,
    } as unknown as Response;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(opaque);
    await logout();
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', redirect: 'manual' });
    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('takes a 2xx answer (the external mode’s {redirectUrl}, an older 204) as success', async () => {
    storeToken('t-1');
    server.use(http.post(LOGOUT_PATH, () => HttpResponse.json({ redirectUrl: '/auth/login' })));
    await expect(logout()).resolves.toBeUndefined();
    expect(readToken()).toBeNull();
  });

  it('still ends the session and opens /auth/login when the call fails', async () => {
    storeToken('t-1');
    server.use(http.post(LOGOUT_PATH, () => HttpResponse.json({ errors: ['Boom'] }, { status: 500 })));
    await expect(logout()).rejects.toThrow('Boom');
    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });
});
