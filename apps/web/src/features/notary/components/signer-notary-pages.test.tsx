import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getCoDeedStatusCall, getNotaryStateCall, requestNotarySessionCall, urlOf, type TCoDeedStatus, type TNotaryState } from '@lintel/contract';
import { NOTARY_MESSAGES } from '@lintel/domain';
import { server } from '../../../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { storeToken } from '@/lib/session.ts';
import { routes } from '@/app/routes.tsx';

const APPLICATION = '11111111-2222-4333-8444-555555555555';
const SESSION = '21111111-2222-4333-8444-555555555555';
const ME = '31111111-2222-4333-8444-555555555555';

const status = (overrides: Partial<TCoDeedStatus>): TCoDeedStatus => ({
  applicationUuid: APPLICATION,
  applicationStatus: 'DEED_SIGNING',
  signerUuid: '41111111-2222-4333-8444-555555555555',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.com',
  progress: 'SIGNED',
  cancelled: false,
  documentsReady: true,
  invitedBy: 'Avery R.',
  property: { street1: '100 Main Street', street2: null, city: 'Sacramento', state: 'CA', zip: '95814' },
  identityVerifiedAt: '2026-11-20T10:00:00.000Z',
  signedAt: '2026-11-21T10:00:00.000Z',
  notarizedAt: null,
  ...overrides,
});

const session = (participants: NonNullable<TNotaryState['session']>['participants']): NonNullable<TNotaryState['session']> => ({
  uuid: SESSION,
  applicationUuid: APPLICATION,
  state: 'IN_PROGRESS',
  scheduledFor: null,
  endedReason: null,
  notaryJoined: true,
  participants,
  deedDocumentUuid: null,
  notarizedDeedDocumentUuid: null,
  recordingDocumentUuid: null,
  createdAt: '2026-11-22T10:00:00.000Z',
});

const notaryState = (participantUuid: string | null, withMe: boolean): TNotaryState => ({
  uuid: APPLICATION,
  applicationStatus: 'DEED_SIGNING',
  propertyState: 'CA',
  remoteAccepted: true,
  manualNotary: false,
  notariesAvailableNow: true,
  withinNotaryHours: true,
  notaryHours: 'Monday to Saturday',
  manualFeeDollars: 350,
  iceServers: [],
  participantUuid,
  session: session([
    { uuid: '51111111-2222-4333-8444-555555555555', role: 'SIGNER', kind: 'PRIMARY', name: 'Avery Rivera', kbaStatus: 'PASSED', kbaFailedAttempts: 0, signedAt: null },
    ...(withMe ? [{ uuid: ME, role: 'SIGNER' as const, kind: 'ADDITIONAL' as const, name: 'Jordan Rivera', kbaStatus: 'NOT_STARTED' as const, kbaFailedAttempts: 0, signedAt: null }] : []),
  ]),
  reservation: null,
});

const answerStatus = (value: TCoDeedStatus) => server.use(http.get(urlOf(getCoDeedStatusCall, {}), () => HttpResponse.json(value)));

describe('the co-owner’s notary page (heloc-signer/notary, decision 043)', () => {
  it('lets a co-owner with nothing to sign before the notary (not a primary residence) in once their identity is verified', async () => {
    storeToken('t');
    answerStatus(status({ progress: 'IDENTITY_VERIFIED', signedAt: null, documentsReady: false }));
    server.use(http.get(urlOf(getNotaryStateCall, { uuid: APPLICATION }), () => HttpResponse.json(notaryState(null, false))));
    renderRoutes(routes, '/account/heloc/heloc-signer/notary');
    expect(await screen.findByRole('button', { name: 'Join your session' })).toBeInTheDocument();
    expect(screen.queryByText(NOTARY_MESSAGES.coOwnerSignFirst)).not.toBeInTheDocument();
  });

  it('asks a co-owner who has not signed to sign first', async () => {
    storeToken('t');
    answerStatus(status({ progress: 'IDENTITY_VERIFIED', signedAt: null }));
    renderRoutes(routes, '/account/heloc/heloc-signer/notary');
    expect(await screen.findByText(NOTARY_MESSAGES.coOwnerSignFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your steps' })).toHaveAttribute('href', '/account/heloc/heloc-signer/intro');
  });

  it('waits while the other owners still sign (CO_DEED_REQ)', async () => {
    storeToken('t');
    answerStatus(status({ applicationStatus: 'CO_DEED_REQ' }));
    renderRoutes(routes, '/account/heloc/heloc-signer/notary');
    expect(await screen.findByText(NOTARY_MESSAGES.coOwnerNotYet)).toBeInTheDocument();
  });

  it('joins the open session for the co-owner’s own turn, then goes to their session page; no in-person path of their own', async () => {
    storeToken('t');
    answerStatus(status({}));
    let joined = false;
    server.use(
      http.get(urlOf(getNotaryStateCall, { uuid: APPLICATION }), () => HttpResponse.json(notaryState(joined ? ME : null, joined))),
      http.post(urlOf(requestNotarySessionCall, { uuid: APPLICATION }), async ({ request }) => {
        expect(await request.json()).toEqual({ when: 'NOW' });
        joined = true;
        return HttpResponse.json(notaryState(ME, true));
      }),
    );
    const { router } = renderRoutes(routes, '/account/heloc/heloc-signer/notary');
    const join = await screen.findByRole('button', { name: 'Join your session' });
    expect(screen.queryByText('I prefer to meet a notary in person')).not.toBeInTheDocument();
    await userEvent.click(join);
    await waitFor(() => expect(currentLocation(router)).toBe('/account/heloc/heloc-signer/notary/session'));
    expect(joined).toBe(true);
  });

  it('sends anything else under notary to the notary page', async () => {
    storeToken('t');
    answerStatus(status({ progress: 'NOTARIZED', notarizedAt: '2026-11-23T10:00:00.000Z' }));
    const { router } = renderRoutes(routes, '/account/heloc/heloc-signer/notary/unknown');
    await waitFor(() => expect(currentLocation(router)).toBe('/account/heloc/heloc-signer/notary'));
    expect(await screen.findByText(NOTARY_MESSAGES.coOwnerDone)).toBeInTheDocument();
  });
});
