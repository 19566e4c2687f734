import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { clearSession, storeToken } from '@/lib/session.ts';
import { server } from '../../../test/msw-server.ts';
import { NotificationsBell } from './components/notifications-bell.tsx';

const APP = '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61';
const CONDITION = '0d3c2b1a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');
const tokenWith = (roles: string[]) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '0b8f5c2d-1e4a-4b6c-8d9e-0f1a2b3c4d5e', roles, exp: 4_102_444_800 })}.signature`;

let conditionCalls = 0;
const answerConditions = () =>
  server.use(
    // A co-owner reads its own conditions (decision 036) on the application of its co-deed status.
    http.get('*/service-application/api/v1/application/heloc/co-deed/status', () =>
      HttpResponse.json({
        applicationUuid: APP,
        applicationStatus: 'CO_DEED_REQ',
        signerUuid: CONDITION,
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: 'jordan@example.com',
        progress: 'REGISTERED',
        cancelled: false,
        documentsReady: true,
        invitedBy: 'Alex R.',
        property: { street1: '12 Main St', street2: null, city: 'Denver', state: 'CO', zip: '80202' },
        identityVerifiedAt: null,
        signedAt: null,
        notarizedAt: null,
      }),
    ),
    http.get('*/service-conditions/external/api/v1/heloc/co-deed/conditions', ({ request }) => {
      conditionCalls += 1;
      return new URL(request.url).searchParams.get('applicationUuid') === APP ? HttpResponse.json(conditionList()) : HttpResponse.json({ errors: ['x'] }, { status: 404 });
    }),
    http.get('*/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants', () => {
      conditionCalls += 1;
      return HttpResponse.json(conditionList());
    }),
  );

const conditionList = () => [
        {
          uuid: CONDITION,
          categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
          created: new Date().toISOString(),
          requestDocuments: [],
          notes: null,
          commentsToBorrower: null,
          actionNeeded: true,
          xtraData: {},
          isUnread: true,
          submittedAt: null,
          resolvedAt: null,
        },
      ];

const renderBell = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/account/heloc/${APP}/conditions`]}>
        <NotificationsBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  clearSession();
  window.sessionStorage.clear();
  conditionCalls = 0;
});

// Spec 02 section 4: for an additional signer, conditions are fetched only with fe-heloc-additional-signer-conditions on.
describe('the bell and fe-heloc-additional-signer-conditions', () => {
  it('an applicant sees the bell whatever the flag', async () => {
    window.sessionStorage.setItem('fe-heloc-additional-signer-conditions', 'false');
    storeToken(tokenWith(['APPLICANT']));
    answerConditions();
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('an additional signer sees it with the flag on', async () => {
    window.sessionStorage.setItem('fe-heloc-additional-signer-conditions', 'true');
    storeToken(tokenWith(['ADDITIONAL_SIGNER']));
    answerConditions();
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('an additional signer neither fetches nor sees it with the flag off', async () => {
    window.sessionStorage.setItem('fe-heloc-additional-signer-conditions', 'false');
    storeToken(tokenWith(['ADDITIONAL_SIGNER']));
    answerConditions();
    renderBell();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(conditionCalls).toBe(0);
  });
});
