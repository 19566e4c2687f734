import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import type { TApplicationStatus } from '@lintel/domain';
import { server } from '../../../../test/msw-server.ts';
import { emptyStatusFields, helocApplication } from '../../../../test/fixtures/heloc-application.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { applicationPath } from '../api/get-application.ts';
import { applicationStatusPath } from '../api/get-application-status.ts';
import { PROFILE_PATH } from '../api/get-profile.ts';
import { ApplicationLayout } from './application-layout.tsx';
import { ApplicationRouterPage } from './application-router-page.tsx';

const UUID = '3f2c1a9e-5b7d-4c8e-9a1f-2b3c4d5e6f70';
const BASE = `/account/heloc/${UUID}`;

const statusFields = (overrides: Record<string, unknown> = {}) => emptyStatusFields(overrides);

const application = (applicationStatus: TApplicationStatus, overrides: Record<string, unknown> = {}) =>
  helocApplication({
    uuid: UUID,
    loanNumber: 'LN-1',
    applicationStatus,
    status: statusFields(overrides),
    property: { street1: '1 Main St', street2: null, city: 'Denver', state: 'CO', zip: '80202', type: 'HOME' },
    auditFields: { createdDate: '2026-01-01T00:00:00.000Z' },
  });

const profile = {
  uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  organizationCode: 'LINTEL',
  profileType: null,
  email: 'ada@example.com',
  updatedAt: '2026-01-01T00:00:00.000Z',
  isManageable: true,
  isBroker: false,
  aliases: [],
  twoFactorEnabled: false,
  totpVerified: false,
  passwordExpired: false,
  wallet: null,
  activeLegacyCustomerOrgs: [],
  name: { firstName: 'Ada', middleName: null, lastName: 'Lovelace', suffix: null },
  dob: null,
  phoneNumbers: [],
  addresses: [],
};

/** The server as the page sees it: the application (status from the status call, which polling reads). */
const serve = (applicationStatus: TApplicationStatus, fields: Record<string, unknown> = {}) =>
  server.use(
    http.get(applicationPath(UUID), () => HttpResponse.json(application(applicationStatus, fields))),
    http.get(PROFILE_PATH, () => HttpResponse.json(profile)),
    http.get(applicationStatusPath(UUID), () =>
      HttpResponse.json({ uuid: UUID, applicationStatus, status: statusFields(fields), updatedAt: '2026-01-01T00:00:00.000Z' }),
    ),
  );

const screenRoute = (name: string): RouteObject => ({ path: name, element: <h1>{name}</h1> });

const routes: RouteObject[] = [
  {
    path: '/account/heloc/:uuid',
    element: <ApplicationLayout />,
    children: [
      { index: true, element: <ApplicationRouterPage /> },
      screenRoute('start/hmda'),
      screenRoute('error/timeout'),
      screenRoute('error/decline'),
      screenRoute('income/review'),
      screenRoute('document/disclosures'),
    ],
  },
  { path: '/dashboard', element: <h1>dashboard</h1> },
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the application shell', () => {
  it('replaces itself with the screen of the status, keeping only pop-webchat', async () => {
    serve('HMDA');
    const { router } = renderRoutes(routes, `${BASE}?pop-webchat=true&utm_source=x`);
    await waitFor(() => expect(currentLocation(router)).toBe(`${BASE}/start/hmda?pop-webchat=true`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the progress steps with the current one marked', async () => {
    serve('HMDA');
    renderRoutes(routes, `${BASE}/start/hmda`);
    const current = await screen.findByText('Provide More Info');
    expect(current.closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('navigation', { name: 'Application progress' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('logs a warning for a status it does not know and shows the timeout page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A status newer than this build (the server deployed first).
    serve('SOMETHING_NEW' as TApplicationStatus);
    const { router } = renderRoutes(routes, BASE);
    await waitFor(() => expect(currentLocation(router)).toBe(`${BASE}/error/timeout`));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SOMETHING_NEW'));
  });

  it('goes to the dashboard when the application is not the applicant’s', async () => {
    server.use(
      http.get(applicationPath(UUID), () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 })),
      http.get(PROFILE_PATH, () => HttpResponse.json(profile)),
      http.get(applicationStatusPath(UUID), () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 })),
    );
    const { router } = renderRoutes(routes, BASE);
    await waitFor(() => expect(currentLocation(router)).toBe('/dashboard'));
  });

  it('shows the application’s referring loan officer in the lender-contact card beside the page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const loanOfficer = '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61';
    serve('HMDA');
    server.use(
      http.get(applicationPath(UUID), () =>
        HttpResponse.json({ ...application('HMDA'), referrer: { referrerUuid: loanOfficer, wholesaleBrokerNmls: null } }),
      ),
      http.get(`*/service-lead-portal/api/lo/${loanOfficer}`, () =>
        HttpResponse.json({
          userInfo: { uuid: loanOfficer, firstName: 'Dana', lastName: 'Whitfield', nmls: '1122334', wholesaleBrokerNmls: null },
          originatorDisplayInfo: { originatorName: 'Dana Whitfield', brokerName: null, avatarUri: null, email: 'dana@lintel.example', phoneNumber: '4155550142', nmls: '1122334' },
          licensedStates: ['CO'],
          enforceLicensedStatesForReferral: false,
        }),
      ),
    );
    renderRoutes(routes, `${BASE}/start/hmda`);
    const card = await screen.findByRole('complementary', { name: 'Your loan officer' });
    await within(card).findByText('Dana Whitfield', { selector: '.lender-contact__name' });
    expect(within(card).getByRole('link', { name: 'Call Dana Whitfield' })).toHaveAttribute('href', 'tel:+14155550142');
  });

  it('takes a declined applicant to error/decline from any page but the disclosures', async () => {
    serve('INCOME_VERIFICATION', { uwDecision: 'DECLINE' });
    const { router } = renderRoutes(routes, `${BASE}/income/review`);
    await waitFor(() => expect(currentLocation(router)).toBe(`${BASE}/error/decline`));

    const onDisclosures = renderRoutes(routes, `${BASE}/document/disclosures`);
    // The progress shows once the application is read, which is when the decline rule runs.
    await within(onDisclosures.container).findByRole('navigation', { name: 'Application progress' });
    expect(currentLocation(onDisclosures.router)).toBe(`${BASE}/document/disclosures`);
  });
});
