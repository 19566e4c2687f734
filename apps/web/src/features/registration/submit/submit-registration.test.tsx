import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { INQUIRY_BODIES, LINK_PREFILL_MESSAGES, REGISTRATION_MESSAGES } from '@lintel/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { readToken, storeToken } from '@/lib/session.ts';
import { getRegisterData, resetRegisterDataCache, updateRegisterData } from '../state/register-store.ts';
import { submitRegistration, type TSubmitInput } from './submit-registration.ts';
import { useRegistrationSubmit } from './use-registration-submit.tsx';
import { applicationAnswer, APPLICATION_UUID, completeRegisterData } from './registration-fixtures.ts';

const IDENTITY_UUID = '0b8f5c2d-1e4a-4b6c-8d9e-0f1a2b3c4d5e';
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replaceAll('=', '').replaceAll('+', '-').replaceAll('/', '_');
const JWT = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: IDENTITY_UUID, exp: 4_102_444_800 })}.signature`;

/** Each call the sequence makes, in order, as "METHOD path". */
let calls: string[];
let telemetryBodies: Array<Record<string, unknown>>;

const record = (request: Request) => calls.push(`${request.method} ${new URL(request.url).pathname}`);

type TAnswers = {
  eligibleStates?: string[];
  ineligibleZips?: string[];
  register?: () => Response;
  canStart?: boolean;
  recentHeloc?: boolean;
  applications?: ReturnType<typeof applicationAnswer>[];
  create?: () => Response;
};

const answer = (answers: TAnswers = {}) =>
  server.use(
    http.all('*', ({ request }) => {
      record(request);
    }),
    http.get('*/service-application/external/api/v2/heloc/states-eligibility', () =>
      HttpResponse.json(answers.eligibleStates ?? ['CO', 'CA']),
    ),
    http.get('*/service-application/external/api/v1/heloc/zip-eligibility', () =>
      HttpResponse.json(answers.ineligibleZips ?? ['80999']),
    ),
    http.post('*/service-wait-list/api/v1/home-equity-loan-plus', () =>
      HttpResponse.json({ uuid: APPLICATION_UUID, created: true }, { status: 201 }),
    ),
    http.post(
      '*/identity-broker/customer/api/v3/register',
      () => answers.register?.() ?? HttpResponse.json({ jwt: JWT }),
    ),
    http.get('*/identity/secure/api/v1/identity', () =>
      HttpResponse.json({
        uuid: IDENTITY_UUID,
        email: 'ada@example.com',
        isBroker: false,
        roles: ['APPLICANT'],
        organizationCode: 'LINTEL',
        aliases: [{ type: 'Email', value: 'ada@example.com' }],
      }),
    ),
    http.put('*/identity/secure/api/v1/identity/alias', () => new HttpResponse(null, { status: 204 })),
    http.get('*/service-search/api/v1/profiles/actions/verify-ability-to-start-application', () =>
      HttpResponse.json({
        canStartApplication: answers.canStart ?? true,
        organizationsWithActiveApplication: [],
        recentHeloc: answers.recentHeloc ?? false,
      }),
    ),
    http.get('*/service-application/api/v1/application/heloc/all', () =>
      HttpResponse.json(answers.applications ?? []),
    ),
    http.get('*/service-profile/api/v1/profile/consent-types', () =>
      HttpResponse.json([{ type: 'TERMS_PRIVACY', version: '3' }]),
    ),
    http.post(
      '*/service-application/api/v1/application/heloc/create-application',
      () => answers.create?.() ?? HttpResponse.json(applicationAnswer()),
    ),
    http.get('*/service-comms-prefs/external/api/v1/consent/prompt/:type', ({ params }) =>
      HttpResponse.json({ uuid: `prompt-${String(params.type)}` }),
    ),
    http.post(
      '*/service-comms-prefs/secure/api/v1/consent/user',
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.post('*/ft/:context/event', async ({ request }) => {
      telemetryBodies.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 204 });
    }),
  );

const input = (overrides: Partial<TSubmitInput> = {}): TSubmitInput => ({
  data: completeRegisterData(),
  password: 'Harbor-Lights-42!',
  orgCode: 'LINTEL',
  isMainBrand: true,
  isLoggedIn: false,
  idempotencyKey: 'key-1',
  ...overrides,
});

// The sequence's own calls, without the telemetry session the shell's tracker opens on first use.
const sequence = () => calls.filter((call) => !call.includes('/ft/'));

beforeEach(() => {
  calls = [];
  telemetryBodies = [];
});

describe('the registration submit sequence (spec 01 section 4)', () => {
  it('runs waitlist check, register, verify, create, SMS consents and tracking in that order', async () => {
    answer();
    const outcome = await submitRegistration(input());
    expect(outcome).toMatchObject({ kind: 'created', application: { uuid: APPLICATION_UUID } });
    expect(sequence()).toEqual([
      'GET /service-application/external/api/v2/heloc/states-eligibility',
      'GET /service-application/external/api/v1/heloc/zip-eligibility',
      'POST /identity-broker/customer/api/v3/register',
      'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application',
      'GET /service-application/api/v1/application/heloc/all',
      'GET /service-profile/api/v1/profile/consent-types',
      'POST /service-application/api/v1/application/heloc/create-application',
      'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS',
      'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL',
      'POST /service-comms-prefs/secure/api/v1/consent/user',
    ]);
    expect(readToken()).toBe(JWT);
  });

  it('with fe-heloc-sms-transactional-consent off, records only the marketing SMS consent', async () => {
    answer();
    await submitRegistration(input({ smsTransactionalConsentAsked: false }));
    expect(sequence().filter((call) => call.includes('/service-comms-prefs/'))).toEqual([
      'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS',
      'POST /service-comms-prefs/secure/api/v1/consent/user',
    ]);
  });

  it('sends the three events on the secure context once the applicant holds a token, with the spec field names', async () => {
    answer();
    await submitRegistration(input());
    expect(calls.filter((call) => call.endsWith('/event'))).toEqual(Array(3).fill('POST /ft/secure/event'));
    expect(telemetryBodies.map((body) => body.event).sort()).toEqual([
      'appStarted',
      'heloc-register-start',
      'helocStarted',
    ]);
    for (const body of telemetryBodies) {
      expect(body).toMatchObject({
        eventType: 'TRACK',
        productType: 'HELOC',
        identityId: IDENTITY_UUID,
        applicationUuid: APPLICATION_UUID,
        eventProperties: { orgCode: 'LINTEL' },
      });
    }
  });

  it('a logged-in applicant is not registered again; a new phone number is saved first', async () => {
    storeToken(JWT);
    answer();
    const outcome = await submitRegistration(input({ isLoggedIn: true, password: null }));
    expect(outcome.kind).toBe('created');
    expect(sequence().slice(2, 5)).toEqual([
      'GET /identity/secure/api/v1/identity',
      'PUT /identity/secure/api/v1/identity/alias',
      'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application',
    ]);
    expect(sequence()).not.toContain('POST /identity-broker/customer/api/v3/register');
  });

  it('a property state outside the eligible states joins the waitlist and goes no further', async () => {
    answer({ eligibleStates: ['CA'] });
    expect(await submitRegistration(input())).toEqual({
      kind: 'waitlist',
      destination: '/marketing-waitlist',
    });
    expect(await submitRegistration(input({ isMainBrand: false }))).toEqual({
      kind: 'waitlist',
      destination: '/waitlist',
    });
    expect(sequence().filter((call) => call.startsWith('POST'))).toEqual([
      'POST /service-wait-list/api/v1/home-equity-loan-plus',
      'POST /service-wait-list/api/v1/home-equity-loan-plus',
    ]);
  });

  it('an ineligible zip joins the waitlist too', async () => {
    answer({ ineligibleZips: ['80202'] });
    expect((await submitRegistration(input())).kind).toBe('waitlist');
  });

  it('a 401 on register means the account already exists; nothing is created', async () => {
    answer({ register: () => HttpResponse.json({ errors: ['Unauthorized'] }, { status: 401 }) });
    expect(await submitRegistration(input())).toEqual({ kind: 'accountExists' });
    expect(sequence()).not.toContain('POST /service-application/api/v1/application/heloc/create-application');
  });

  it('an active application blocks the start and offers to continue it', async () => {
    answer({ canStart: false, applications: [applicationAnswer()] });
    expect(await submitRegistration(input())).toEqual({
      kind: 'blocked',
      block: {
        kind: 'activeApplication',
        message: REGISTRATION_MESSAGES.activeApplication,
        applicationUuid: APPLICATION_UUID,
      },
    });
    expect(sequence()).not.toContain('POST /service-application/api/v1/application/heloc/create-application');
  });

  it("a HELOC funded within 45 days by the server's clock blocks the start with the spec's message (decision 088)", async () => {
    // The funded application was created long ago: only the server's recentHeloc answer counts, not any date here.
    answer({ recentHeloc: true, applications: [{ ...applicationAnswer(), applicationStatus: 'COMPLETE', active: false }] });
    expect(await submitRegistration(input())).toEqual({
      kind: 'blocked',
      block: { kind: 'recentHeloc', message: REGISTRATION_MESSAGES.recentHeloc },
    });
    expect(sequence()).not.toContain('POST /service-application/api/v1/application/heloc/create-application');
  });

  it('the same message from create-application itself is the same block', async () => {
    answer({ create: () => HttpResponse.json({ errors: [REGISTRATION_MESSAGES.recentHeloc] }, { status: 400 }) });
    expect(await submitRegistration(input())).toEqual({
      kind: 'blocked',
      block: { kind: 'recentHeloc', message: REGISTRATION_MESSAGES.recentHeloc },
    });
  });

  it('"We do not currently offer loans in ..." keeps the applicant on the page with that message', async () => {
    const message = 'We do not currently offer loans in Colorado.';
    answer({ create: () => HttpResponse.json({ errors: [message] }, { status: 400 }) });
    expect(await submitRegistration(input())).toEqual({ kind: 'notOffered', message });
  });

  it('an offer code refused by create-application (expired since the link) is its own outcome (decision 089)', async () => {
    const message = LINK_PREFILL_MESSAGES.offerCodeExpired('2025-06-30');
    answer({ create: () => HttpResponse.json({ errors: [message] }, { status: 400 }) });
    expect(await submitRegistration(input())).toEqual({ kind: 'offerCodeRefused', message });
  });

  it('any other failure is a plain failure (the page sends it to /dashboard)', async () => {
    answer({
      create: () => HttpResponse.json({ errors: ['Something unexpected happened'] }, { status: 500 }),
    });
    expect(await submitRegistration(input())).toEqual({
      kind: 'failed',
      message: 'Something unexpected happened',
    });
  });

  it('without a password on the legacy path it fails with the spec text before registering', async () => {
    answer();
    expect(await submitRegistration(input({ password: null }))).toEqual({
      kind: 'failed',
      message: 'register missing email, phoneNumber, or password',
    });
    expect(sequence()).not.toContain('POST /identity-broker/customer/api/v3/register');
  });
});

const SubmitProbe = () => {
  const { submit, banner, overlays } = useRegistrationSubmit();
  return (
    <>
      <button onClick={() => void submit('Harbor-Lights-42!')}>Submit</button>
      {banner ? <p role="alert">{banner}</p> : null}
      {overlays}
    </>
  );
};

const renderSubmit = () => {
  updateRegisterData(completeRegisterData());
  const page = (text: string) => <h1>{text}</h1>;
  return renderRoutes(
    [
      { path: '/account/heloc/register-v2/set-password', element: <SubmitProbe /> },
      { path: '/dashboard', element: page('Dashboard page') },
      { path: '/marketing-waitlist', element: page('Waitlist page') },
      { path: '/account/heloc/:uuid', element: page('Application page') },
    ],
    '/account/heloc/register-v2/set-password',
  );
};

describe('what the applicant sees after submit', () => {
  beforeEach(() => resetRegisterDataCache());

  it('a created application goes to its page once the status leaves its waiting state', async () => {
    answer();
    server.use(
      http.get('*/service-krang-heloc/borrower/secure/api/v1/:uuid/status', () =>
        HttpResponse.json({
          uuid: APPLICATION_UUID,
          applicationStatus: 'OFFER_SELECTION',
          status: applicationAnswer().status,
          updatedAt: '2026-03-01T12:00:00Z',
        }),
      ),
    );
    const { router } = renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Application page' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe(`/account/heloc/${APPLICATION_UUID}`);
  });

  it('the waitlist goes to /marketing-waitlist on the main brand', async () => {
    answer({ eligibleStates: ['CA'] });
    renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Waitlist page' })).toBeInTheDocument();
  });

  it('an existing account opens the Account already exists modal with Login', async () => {
    answer({ register: () => HttpResponse.json({ errors: ['Unauthorized'] }, { status: 401 }) });
    renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Account already exists' });
    expect(within(modal).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });

  it('an active application opens the message with Continue to it', async () => {
    answer({ canStart: false, applications: [applicationAnswer()] });
    const { router } = renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const modal = await screen.findByRole('alertdialog', { name: REGISTRATION_MESSAGES.activeApplication });
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation(router)).toBe(`/account/heloc/${APPLICATION_UUID}`));
  });

  it("an inquiry a broker's loan officer made keeps the heading and names the mortgage broker (decision 085)", async () => {
    const inquiry = (wholesaleBrokerNmls: string | null) =>
      applicationAnswer({ isInquiry: true, referrer: { referrerUuid: '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a63', wholesaleBrokerNmls } });
    answer({ canStart: false, applications: [inquiry('2291408')] });
    renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const modal = await screen.findByRole('alertdialog', { name: REGISTRATION_MESSAGES.inquiry });
    expect(modal).toHaveTextContent(INQUIRY_BODIES.broker);
    expect(within(modal).getByRole('button', { name: 'Go to dashboard' })).toBeInTheDocument();
  });

  it('an inquiry without a broker asks to contact the loan officer', async () => {
    answer({ canStart: false, applications: [applicationAnswer({ isInquiry: true, referrer: null })] });
    renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const modal = await screen.findByRole('alertdialog', { name: REGISTRATION_MESSAGES.inquiry });
    expect(modal).toHaveTextContent(INQUIRY_BODIES.loanOfficer);
  });

  it('"We do not currently offer loans in" stays on the page with an error banner', async () => {
    const message = 'We do not currently offer loans in Colorado.';
    answer({ create: () => HttpResponse.json({ errors: [message] }, { status: 400 }) });
    const { router } = renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentLocation(router)).toBe('/account/heloc/register-v2/set-password');
  });

  it('a refused offer code stays on the page with the banner and drops the code for the next try', async () => {
    const message = LINK_PREFILL_MESSAGES.offerCodeUnknown;
    updateRegisterData({ offerCode: { code: 'LNTL-0000', inHomeDate: null, respondByDate: null } });
    answer({ create: () => HttpResponse.json({ errors: [message] }, { status: 400 }) });
    const { router } = renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentLocation(router)).toBe('/account/heloc/register-v2/set-password');
    expect(getRegisterData().offerCode).toBeNull();
  });

  it('any other failure goes to /dashboard', async () => {
    answer({
      create: () => HttpResponse.json({ errors: ['Something unexpected happened'] }, { status: 500 }),
    });
    renderSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
