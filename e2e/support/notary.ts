// Helpers of the remote notary browser tests (notary.spec.ts, notary-co-owner.spec.ts): the browser flags that give
// Chromium a fake camera and microphone, a context signed in with a token that lets only loopback ICE candidates in,
// a notary agent, the simulated clock moved into the notaries' hours, and the identity questions answered.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { advanceClock, ORG } from '../fixtures/api.ts';

export const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection'];

/** Playwright's launch options for the notary specs: the suite's own flags plus the fake media devices. */
export const notaryLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...MEDIA_ARGS],
};

/** The answers the sandbox data gives for the property of makeHappyPathApplicationRequest. */
const KNOWN: Record<string, string> = { street: '100 Main Street', city: 'Sacramento', county: 'Sacramento County', zip: '95814' };

/** A notary agent with a California commission, logged in (its token). */
export const createNotary = async (request: APIRequestContext, admin: string): Promise<string> => {
  const email = `notary-${Date.now().toString(36)}@example.com`;
  const password = 'Correct-Horse-9-Battery!';
  const created = await request.post('/service-notary/agent/api/v1/notaries', {
    headers: { 'x-org': ORG, authorization: `Bearer ${admin}` },
    data: { email, password, commission: { name: 'Nora Quill', number: 'CA-2291044', expiresOn: '2029-06-30', county: 'Sacramento', state: 'CA' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post('/identity-broker/agent/api/v3/login', { headers: { 'x-org': ORG }, data: { email, password } });
  return ((await login.json()) as { jwt: string }).jwt;
};

/**
 * A browser context signed in with a token (the applicant's `jwt`, or the agent's `lintel.ops-jwt`; null: nobody), with camera and
 * microphone allowed; it counts its peer connections (window.__peers) and lets only loopback candidates in.
 */
export const contextWith = async (browser: Browser, key: 'jwt' | 'lintel.ops-jwt', token: string | null): Promise<BrowserContext> => {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'], extraHTTPHeaders: { 'x-org': ORG } });
  await context.addInitScript(
    ({ storageKey, value }) => {
      if (value) window.localStorage.setItem(storageKey, value);
      const peers: RTCPeerConnection[] = [];
      (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
      const Original = window.RTCPeerConnection;
      const addIceCandidate = Original.prototype.addIceCandidate;
      Original.prototype.addIceCandidate = function (candidate?: RTCIceCandidateInit | null) {
        if (candidate?.candidate && !candidate.candidate.includes('127.0.0.1')) return Promise.resolve();
        return (addIceCandidate as (c?: RTCIceCandidateInit | null) => Promise<void>).call(this, candidate);
      };
      window.RTCPeerConnection = class extends Original {
        constructor(config?: RTCConfiguration) {
          super(config);
          peers.push(this);
        }
      };
    },
    { storageKey: key, value: token },
  );
  return context;
};

/** Bytes of video the page's peer connections received so far (WebRTC stats). */
export const bytesReceived = (page: Page) =>
  page.evaluate(async () => {
    let total = 0;
    for (const peer of (window as unknown as { __peers: RTCPeerConnection[] }).__peers) {
      (await peer.getStats()).forEach((report: { type?: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') total += report.bytesReceived ?? 0;
      });
    }
    return total;
  });

/** Answers the five identity questions: right (street, city, county, zip known; the lender picked first) or all wrong. */
export const answerQuestions = async (page: Page, right: boolean) => {
  for (const id of ['street', 'city', 'county', 'lender', 'zip']) {
    const group = page.locator('fieldset.notary-kba-question').filter({ has: page.locator(`input[name="kba-${id}"]`) });
    const choices = group.locator('label');
    const texts = await choices.allInnerTexts();
    const known = KNOWN[id];
    const index = known ? texts.findIndex((text) => text.trim() === known) : 0;
    const pick = right ? Math.max(index, 0) : index === 0 ? 1 : 0;
    await choices.nth(pick).locator('input').check();
  }
  await page.getByRole('button', { name: 'Send my answers' }).click();
};

/**
 * "Now" sessions start only within the notaries' hours (Pacific time, no Sundays or federal holidays): when the
 * simulated clock is outside them, it moves on by the hour until notaries work.
 */
export const intoNotaryHours = async (request: APIRequestContext, jwt: string, uuid: string, admin: string) => {
  for (let hour = 0; hour < 72; hour += 1) {
    const state = (await (await request.get(`/service-notary/api/v1/applications/${uuid}/notary`, { headers: { 'x-org': ORG, authorization: `Bearer ${jwt}` } })).json()) as {
      withinNotaryHours: boolean;
    };
    if (state.withinNotaryHours) return;
    await advanceClock(request, admin, 60);
  }
  throw new Error('the simulated clock never reached the notaries\u2019 hours');
};
