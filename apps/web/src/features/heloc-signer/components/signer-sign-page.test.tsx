import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getCoDeedStatusCall, getSignerPackageCall, urlOf, type TCoDeedStatus, type TSignerPackage } from '@lintel/contract';
import { ESIGN_CONSENT_VERSION, SIGNING_MESSAGES } from '@lintel/domain';
import { server } from '../../../../test/msw-server.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { storeToken } from '@/lib/session.ts';
import { routes } from '@/app/routes.tsx';

const APPLICATION = '11111111-2222-4333-8444-555555555555';

const status: TCoDeedStatus = {
  applicationUuid: APPLICATION,
  applicationStatus: 'NOTE_SIGNING',
  signerUuid: '41111111-2222-4333-8444-555555555555',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.com',
  progress: 'IDENTITY_VERIFIED',
  cancelled: false,
  documentsReady: true,
  invitedBy: 'Avery R.',
  property: { street1: '4 Trust Lane', street2: null, city: 'Denver', state: 'CO', zip: '80202' },
  identityVerifiedAt: '2026-11-20T10:00:00.000Z',
  signedAt: null,
  notarizedAt: null,
};

const signerPackage = (signingBlock: string | null): TSignerPackage => ({
  applicationStatus: 'NOTE_SIGNING',
  signer: { name: 'Jordan Rivera', email: 'jordan@example.com' },
  consent: { currentVersion: ESIGN_CONSENT_VERSION, given: { version: ESIGN_CONSENT_VERSION, givenAt: '2026-11-20T10:00:00.000Z' }, withdrawnAt: null, current: true },
  documents: [
    {
      uuid: '61111111-2222-4333-8444-555555555555',
      kind: 'RIGHT_TO_CANCEL',
      title: 'Notice of Right to Cancel - Jordan Rivera',
      documentUuid: '71111111-2222-4333-8444-555555555555',
      pageCount: 1,
      signedDocumentUuid: null,
      notarized: false,
      acknowledgedAt: null,
      places: [{ uuid: '81111111-2222-4333-8444-555555555555', kind: 'SIGNATURE', label: 'Acknowledgement', page: 0, rect: { x: 1, y: 1, width: 10, height: 10 }, signed: false }],
    },
  ],
  signed: false,
  signingBlock,
});

const answer = (pkg: TSignerPackage) =>
  server.use(
    http.get(urlOf(getCoDeedStatusCall, {}), () => HttpResponse.json(status)),
    http.get(urlOf(getSignerPackageCall, {}), () => HttpResponse.json(pkg)),
  );

describe('the co-owner’s sign page and the certificate of trust (decision 090)', () => {
  it('says why signing waits before any place, and offers no signature steps', async () => {
    storeToken('t');
    answer(signerPackage(SIGNING_MESSAGES.trustCertificateRequired));
    renderRoutes(routes, '/account/heloc/heloc-signer/sign');
    expect(await screen.findByText(SIGNING_MESSAGES.trustCertificateRequired)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You cannot sign yet');
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('offers the signature steps when nothing waits', async () => {
    storeToken('t');
    answer(signerPackage(null));
    renderRoutes(routes, '/account/heloc/heloc-signer/sign');
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.queryByText(SIGNING_MESSAGES.trustCertificateRequired)).not.toBeInTheDocument();
  });
});
