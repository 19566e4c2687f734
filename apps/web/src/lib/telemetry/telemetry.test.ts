import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { establishSession, getTrackerUuid, track, trackPageView } from './index.ts';

describe('establishSession', () => {
  it('tries three times, then fails with status 500 and the spec message', async () => {
    let calls = 0;
    server.use(
      http.post('*/ft/external/session', () => {
        calls += 1;
        return HttpResponse.json({ errors: ['down'] }, { status: 503 });
      }),
    );
    await expect(establishSession()).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred while establishing a session, retries failed.',
    });
    expect(calls).toBe(3);
  });

  it('succeeds on a later attempt and sends the tracker uuid kept in localStorage', async () => {
    let calls = 0;
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/ft/external/session', async ({ request }) => {
        calls += 1;
        body = (await request.json()) as Record<string, unknown>;
        return calls < 2 ? HttpResponse.json({ errors: ['busy'] }, { status: 500 }) : HttpResponse.json({ sessionKey: 'session-1' });
      }),
    );
    await expect(establishSession()).resolves.toBe('session-1');
    expect(body).toMatchObject({ platform: 'WEB', libVersion: '2.2.24', trackerUuid: getTrackerUuid() });
    expect(window.localStorage.getItem('lintel.tracker-uuid')).toBe(getTrackerUuid());
  });
});

describe('track', () => {
  it('sends a page view as event PAGEVIEW, product HELOC, with the session key', async () => {
    const events: Record<string, unknown>[] = [];
    server.use(
      http.post('*/ft/external/session', () => HttpResponse.json({ sessionKey: 'session-2' })),
      http.post('*/ft/external/event', async ({ request }) => {
        events.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(trackPageView('/account/heloc/register')).resolves.toBe(true);
    expect(events[0]).toMatchObject({ event: 'PAGEVIEW', productType: 'HELOC', sessionKey: 'session-2', pagePath: '/' });
  });

  it('resolves false instead of throwing when the server fails', async () => {
    server.use(
      http.post('*/ft/external/session', () => HttpResponse.json({ sessionKey: 'session-3' })),
      http.post('*/ft/external/event', () => HttpResponse.json({ errors: ['no'] }, { status: 500 })),
    );
    await expect(track('helocStarted', { step: 1 })).resolves.toBe(false);
  });
});

describe('randomUuid', () => {
  it('makes a version-4 uuid without crypto.randomUUID (plain-http pages)', async () => {
    const { randomUuid } = await import('./tracker.ts');
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
