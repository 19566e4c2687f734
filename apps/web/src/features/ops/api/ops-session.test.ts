import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server.ts';
import { readToken, storeToken } from '@/lib/session.ts';
import { AGENT_LOGOUT_PATH, logOutAgent, readOpsToken, storeOpsToken } from './ops-session.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the agent’s logout', () => {
  it('tells the server with the agent’s token, does not follow its redirect, and ends only the agent’s session', async () => {
    storeToken('applicant-1');
    storeOpsToken('agent-1');
    const authorizations: (string | null)[] = [];
    const followed = vi.fn();
    server.use(
      http.post(AGENT_LOGOUT_PATH, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(null, {
          status: 303,
          headers: { location: '/ops/login', 'cache-control': 'no-store' },
        });
      }),
      http.get('/ops/login', () => {
        followed();
        return new HttpResponse('<!doctype html>', { headers: { 'content-type': 'text/html' } });
      }),
    );
    const done = logOutAgent();
    // Ended here before the server answers: the console can open its login page at once.
    expect(readOpsToken()).toBeNull();
    await expect(done).resolves.toBeUndefined();
    expect(AGENT_LOGOUT_PATH).toBe('/identity-broker/agent/secure/api/v3/logout');
    expect(authorizations).toEqual(['Bearer agent-1']);
    expect(followed).not.toHaveBeenCalled();
    expect(readToken()).toBe('applicant-1');
  });

  it('takes the browser’s opaque redirect (redirect: manual) as success', async () => {
    storeOpsToken('agent-1');
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      ok: false,
      headers: new Headers(),
      body: null,
    } as unknown as Response;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(opaque);
    await expect(logOutAgent()).resolves.toBeUndefined();
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', redirect: 'manual' });
    expect(readOpsToken()).toBeNull();
  });

  it('ends the session here even when the call fails, and calls nothing without a session', async () => {
    storeOpsToken('agent-1');
    server.use(http.post(AGENT_LOGOUT_PATH, () => HttpResponse.json({ errors: ['Boom'] }, { status: 500 })));
    await expect(logOutAgent()).rejects.toThrow('Boom');
    expect(readOpsToken()).toBeNull();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await logOutAgent();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
