import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw-server.ts';
import { api, apiRequest, toQueryString } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setNavigator } from './navigation.ts';
import { readToken, storeToken } from './session.ts';

const navigate = vi.fn();
setNavigator(navigate);

afterEach(() => {
  navigate.mockReset();
  window.history.replaceState(null, '', '/');
});

const captureRequest = (path: string, response: () => Response = () => HttpResponse.json({ ok: true })) => {
  const seen: Request[] = [];
  server.use(
    http.all(path, ({ request }) => {
      seen.push(request.clone());
      return response();
    }),
  );
  return seen;
};

const failWith = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('api client requests', () => {
  it('sends JSON with credentials, the org header and the stored bearer token', async () => {
    storeToken('token-1');
    const seen = captureRequest('/service-profile/api/v1/profile');
    await api.put('/service-profile/api/v1/profile', { firstName: 'Ada' });
    const request = seen[0]!;
    expect(request.method).toBe('PUT');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('x-org')).toBe('LINTEL');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ firstName: 'Ada' });
  });

  it('sends no Authorization header in the external context', async () => {
    storeToken('token-1');
    const seen = captureRequest('/service-application/external/api/v2/heloc/states-eligibility');
    await api.get('/service-application/external/api/v2/heloc/states-eligibility', { context: 'external' });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('sends query parameters as a query string with arrays as repeated keys', async () => {
    const seen = captureRequest('/service-x/items');
    await api.get('/service-x/items', { query: { orgCode: 'LINTEL', state: ['CA', 'TX'], skip: undefined, n: 2 } });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.getAll('state')).toEqual(['CA', 'TX']);
    expect(url.searchParams.get('orgCode')).toBe('LINTEL');
    expect(url.searchParams.get('n')).toBe('2');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(toQueryString({})).toBe('');
  });

  it('replaces the stored token with a bearer token from the answer', async () => {
    storeToken('old');
    captureRequest('/service-x/rotate', () =>
      HttpResponse.json({ ok: true }, { headers: { Authorization: 'Bearer fresh-token' } }),
    );
    await api.get('/service-x/rotate');
    expect(readToken()).toBe('fresh-token');
  });
});

describe('api client answers', () => {
  it('answers JSON as parsed data', async () => {
    captureRequest('/service-x/json', () => HttpResponse.json({ value: 42 }));
    await expect(api.get('/service-x/json')).resolves.toEqual({ value: 42 });
  });

  it('answers text as a string', async () => {
    captureRequest('/service-x/text', () => HttpResponse.text('plain words'));
    await expect(api.get('/service-x/text')).resolves.toBe('plain words');
  });

  it('answers a PDF as a Blob', async () => {
    captureRequest('/service-x/pdf', () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
    const answer = await api.get<Blob>('/service-x/pdf');
    // Node's fetch makes its own Blob class (not jsdom's), so check what a caller uses: type and bytes.
    expect(answer.type).toBe('application/pdf');
    expect(await answer.text()).toBe('%PDF-1.7');
  });

  it('answers undefined for 204', async () => {
    captureRequest('/service-x/empty', () => new HttpResponse(null, { status: 204 }));
    await expect(api.post('/service-x/empty')).resolves.toBeUndefined();
  });
});

describe('api client errors', () => {
  it('carries status, the joined messages and the parsed body', async () => {
    const body = { errors: ['Email is taken', 'Phone is invalid'], correlationId: 'c-1' };
    captureRequest('/service-x/bad', () => HttpResponse.json(body, { status: 400 }));
    const error = await failWith(api.post('/service-x/bad', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Email is taken, Phone is invalid.');
    expect(error.body).toEqual(body);
  });

  it('says "Something unexpected happened" when the JSON error has no messages', async () => {
    captureRequest('/service-x/bad', () => HttpResponse.json({ errors: [] }, { status: 500 }));
    expect((await failWith(api.get('/service-x/bad'))).message).toBe('Something unexpected happened');
  });

  it('says "HTTP error! status: {status}" for a failure that is not JSON', async () => {
    captureRequest('/service-x/down', () => HttpResponse.text('Bad gateway', { status: 502 }));
    const error = await failWith(api.get('/service-x/down'));
    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.status).toBe(502);
  });

  it('on 401 clears the session and opens the login page with the current path as redirectUrl', async () => {
    storeToken('expired');
    window.history.replaceState(null, '', '/account/heloc/abc/liens');
    captureRequest('/service-x/secure', () => HttpResponse.json({ errors: ['Unauthorized'] }, { status: 401 }));
    await failWith(api.get('/service-x/secure'));
    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fliens', { replace: true });
  });

  it.each(['unauthenticated', 'invalid signature'])('on 403 "%s" clears the session and opens login', async (message) => {
    storeToken('bad');
    captureRequest('/service-x/secure', () => HttpResponse.json({ errors: [message] }, { status: 403 }));
    await failWith(api.get('/service-x/secure'));
    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('keeps the session on another 403', async () => {
    storeToken('good');
    captureRequest('/service-x/secure', () => HttpResponse.json({ errors: ['Forbidden'] }, { status: 403 }));
    expect((await failWith(api.get('/service-x/secure'))).message).toBe('Forbidden');
    expect(readToken()).toBe('good');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a 401 to the caller when asked (login and registration)', async () => {
    storeToken('kept');
    captureRequest('/service-x/login', () =>
      HttpResponse.json({ errors: ['Invalid email or password'] }, { status: 401 }),
    );
    const error = await failWith(apiRequest('/service-x/login', { method: 'POST', redirectOnUnauthenticated: false }));
    expect(error.message).toBe('Invalid email or password');
    expect(readToken()).toBe('kept');
    expect(navigate).not.toHaveBeenCalled();
  });
});
