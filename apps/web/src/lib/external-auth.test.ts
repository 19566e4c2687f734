import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server.ts';
import { completeExternalReturn, EXTERNAL_LOGIN_PATH, EXTERNAL_REGISTER_PATH, readExternalReturn, setLeavePage, startExternalLogin, startExternalSignUp } from './external-auth.ts';
import { savePreAuthState } from './pre-auth-state.ts';
import { readToken } from './session.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const leave = vi.fn();
setLeavePage(leave);
afterEach(() => leave.mockReset());

const TOKEN_PATH = '/identity-provider/token';

describe('external sign-up and login hand-off', () => {
  it('saves the form state with a nonce, calls register with it and leaves for the provider', async () => {
    const seen: URL[] = [];
    const headers: Headers[] = [];
    server.use(
      http.post(EXTERNAL_REGISTER_PATH, ({ request }) => {
        seen.push(new URL(request.url));
        headers.push(request.headers);
        return HttpResponse.json({ redirectUrl: '/identity-provider/sign-up?x=1' });
      }),
    );
    await startExternalSignUp({ formState: { email: 'ada@example.com', password: 'secret-Value-1!' } });
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.preAuthState)!) as { nonce: string; formState: unknown };
    expect(saved.formState).toEqual({ email: 'ada@example.com' });
    expect(seen[0]!.searchParams.get('externalStateNonce')).toBe(saved.nonce);
    expect(seen[0]!.searchParams.get('organization')).toBe('LINTEL');
    expect(seen[0]!.searchParams.get('displayConsentsWithMfa')).toBe('false');
    expect(seen[0]!.searchParams.get('telemetryTrackingId')).toBeTruthy();
    expect(headers[0]!.get('x-application-name')).toBe('heloc');
    expect(headers[0]!.get('x-org')).toBe('LINTEL');
    expect(leave).toHaveBeenCalledWith('/identity-provider/sign-up?x=1');
  });

  it('login hands off the same way and surfaces a failure without leaving', async () => {
    server.use(http.post(EXTERNAL_LOGIN_PATH, () => HttpResponse.json({ errors: ['Too many attempts'] }, { status: 429 })));
    await expect(startExternalLogin({ formState: { redirectUrl: '/dashboard' } })).rejects.toThrow('Too many attempts');
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('the return from the provider', () => {
  it('reads the nonce and code from the return query', () => {
    expect(readExternalReturn('?externalStateNonce=n-1&code=c-1')).toEqual({ externalStateNonce: 'n-1', code: 'c-1' });
    expect(readExternalReturn('?step=login-info')).toBeNull();
  });

  it('exchanges the code, stores the token and restores the state when the nonce matches', async () => {
    const codes: unknown[] = [];
    server.use(
      http.post(TOKEN_PATH, async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json({ jwt: 'jwt-from-code' });
      }),
    );
    savePreAuthState({ formState: { redirectUrl: '/dashboard' }, nonce: 'nonce-aaaaaaaaaaaaaaaa' });
    const outcome = await completeExternalReturn({ externalStateNonce: 'nonce-aaaaaaaaaaaaaaaa', code: 'code-1' });
    expect(outcome).toEqual({ signedIn: true, formState: { redirectUrl: '/dashboard' } });
    expect(codes).toEqual([{ code: 'code-1' }]);
    expect(readToken()).toBe('jwt-from-code');
  });

  it('discards the state and spends no code when the nonce does not match', async () => {
    const calls = vi.fn();
    server.use(http.post(TOKEN_PATH, () => (calls(), HttpResponse.json({ jwt: 'planted' }))));
    savePreAuthState({ formState: { redirectUrl: '/dashboard' }, nonce: 'nonce-aaaaaaaaaaaaaaaa' });
    const outcome = await completeExternalReturn({ externalStateNonce: 'nonce-bbbbbbbbbbbbbbbb', code: 'code-1' });
    expect(outcome).toEqual({ signedIn: false });
    expect(calls).not.toHaveBeenCalled();
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.preAuthState)).toBeNull();
  });
});
