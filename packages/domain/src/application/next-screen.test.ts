import { describe, expect, it } from 'vitest';
import { nextScreen, type TRoutingApplication } from './next-screen.ts';
import { APPLICATION_STATUSES } from './status.ts';

const UUID = '3f2c1a9e-5b7d-4c8e-9a1f-2b3c4d5e6f70';
const BASE = `/account/heloc/${UUID}`;
const profile = { uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' };

type TStatusFields = NonNullable<TRoutingApplication['status']>;

const anApplication = (
  checklistStatus: string | null,
  status: Partial<TStatusFields> = {},
  rest: Partial<TRoutingApplication> = {},
): TRoutingApplication => ({
  uuid: UUID,
  status: {
    checklistStatus,
    waitingOnFloodCert: false,
    bpo: null,
    uwDecision: null,
    uwSubDecision: null,
    primaryParticipantAcceptComplete: false,
    ...status,
  },
  isInquiry: false,
  isCrypto: false,
  disburseAccount: { routingNumber: '021000021' },
  property: { state: 'CA' },
  ...rest,
});

const routeOf = (application: TRoutingApplication, extra: { pathname?: string; search?: string } = {}) =>
  nextScreen({ application, profile, ...extra });

// One row per status of each row of the routing table in spec 01 section 4.
const TABLE: [
  status: string,
  screen: string,
  status?: Partial<TStatusFields>,
  rest?: Partial<TRoutingApplication>,
][] = [
  ['CREDIT_NO_MATCH', 'credit/social'],
  ['CREDIT_NO_MATCH_SSN', 'review-app/no-credit'],
  ['HARD_CREDIT_LOCKED_OR_FROZEN', 'credit/error'],
  ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'credit/error'],
  ['NO_PROPERTY_FOUND', 'review-app/property'],
  ['MULTIPLE_PROPERTIES', 'review-app/property'],
  ['DECLINED', 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', 'start/contact'],
  ['HMDA', 'start/hmda'],
  ['DELINQUENCY_REVIEW', 'review-app/delinquency'],
  ['GEN_CLOSING_DISCLOSURE', 'review-app/signdocs'],
  ['GEN_CLOSING_DISCLOSURE', 'error/flood-cert', { waitingOnFloodCert: true }],
  ['NOTE_SIGNING', 'signing/intro'],
  ['FINAL_OFFER', 'signing/intro'],
  ['REVISED_OFFER_SELECTION', 'product/select'],
  ['OFFER_SELECTION', 'product/select'],
  ['GEN_NOTE_SIGNING', 'review-app/signdocs'],
  ['APP_SUBMISSION', 'start/app-summary'],
  ['GEN_SUMMARY_DISCLOSURE', 'start/app-summary'],
  ['INCOME_VERIFICATION', 'income/review'],
  ['IDENTITY_VERIFICATION', 'identity'],
  ['ASSETS_PREQUAL', 'product/assets'],
  ['CLTV_LIEN_POSITION_REQUALIFY', 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', 'bank/disburse', {}, { disburseAccount: { routingNumber: null } }],
  ['AUTOPAY_ACCOUNT', 'bank/disburse', {}, { disburseAccount: null }],
  ['AUTOPAY_ACCOUNT', 'bank/autopay', {}, { disburseAccount: null, isCrypto: true }],
  ['AUTOPAY_ACCOUNT', 'bank/autopay'],
  ['VERIFIED_AUTOPAY_ACCOUNT', 'bank/autopay'],
  ['NO_AVM_FOUND', 'bpo/estimate-value'],
  ['NAV_BPO_ESTIMATE', 'bpo/estimate-value'],
  ['NAV_RESI_EVAL_ESTIMATE', 'bpo/estimate-value'],
  ['PAYOFF_REQUEST_PENDING', 'payoff/hold'],
  ['NAV_BPO_ORDER_REQUEST', 'bpo/condition', { bpo: 'BPO_REQUIRED' }, { property: { state: 'TX' } }],
  ['NAV_RESI_EVAL_ORDER_REQUEST', 'bpo/condition', { bpo: 'BPO_REQUIRED' }, { property: { state: 'TX' } }],
  ['NAV_BPO_ORDER_REQUEST', 'bpo/order-bpo', { bpo: 'BPO_REQUIRED' }],
  ['NAV_RESI_EVAL_ORDER_REQUEST', 'bpo/order-bpo', { bpo: 'BPO_REQUIRED' }],
  ['NAV_BPO_ORDER_REQUEST', 'bpo/hold', { bpo: 'BPO_PROCESSING' }, { property: { state: 'TX' } }],
  ['NAV_RESI_EVAL_ORDER_REQUEST', 'bpo/hold', { bpo: null }],
  ['NAV_BPO_PROCESSING', 'bpo/hold'],
  ['NAV_RESI_EVAL_PROCESSING', 'bpo/hold'],
  ['FINAL_TITLE_PROCESSING', 'bpo/hold'],
  ['FINAL_TITLE_REVIEW', 'bpo/hold'],
  ['GEN_RESCISSION', 'complete'],
  ['RESCISSION', 'complete'],
  ['RECORDING', 'complete'],
  ['FUNDABLE', 'complete'],
  ['DIRECT_DEBT_PAYOFF', 'complete'],
  ['FUNDING_DECISION', 'complete'],
  ['DEED_SIGNING', 'complete', { primaryParticipantAcceptComplete: true }],
  ['APPRAISAL_REVIEW_COMPLETE', 'error/timeout'],
  ['CREDIT_ERROR', 'error/timeout'],
  ['CREDIT_MINOR', 'error/timeout'],
  ['FACTA_REVIEW', 'error/timeout'],
  ['HOLD_FOR_APPRAISAL_REVIEW', 'error/timeout'],
  ['ORDER_FULL_TITLE', 'error/timeout'],
  ['REQUEST_STEWART_PAYOFFS', 'error/timeout'],
  ['UNKNOWN', 'error/timeout'],
  ['LIEN_VERIFICATION', 'liens'],
  ['LIEN_VERIFICATION_INQUIRY', 'liens'],
  ['CO_DEED_REQ', 'signing/additional'],
  ['GEN_NOTARY_DISCLOSURE', 'notary/intro'],
  ['ATTORNEY_REVIEW', 'notary/intro'],
  ['NOTARY_WAITING_PERIOD', 'notary/intro'],
  ['DEED_SIGNING', 'notary/intro'],
  ['DEED_SIGNING', 'notary/intro', { primaryParticipantAcceptComplete: null }],
  ['MANUAL_DEED_SIGNING', 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', 'income/employer-verification'],
  ['ONSITE_APPRAISAL_BORROWER_PAYMENT', 'hold'],
  ['ONSITE_APPRAISAL_PENDING', 'hold'],
  // Statuses without a row: the default.
  ['IN_PROGRESS', 'start/profile'],
  ['HARD_CREDIT_PULL', 'start/profile'],
  ['GEN_APP_DISCLOSURES', 'start/profile'],
  ['WAITING_FOR_INCOME_VERIFICATION', 'start/profile'],
];

describe('nextScreen: the routing table', () => {
  it.each(TABLE)('%s goes to %s', (status, screen, statusFields = {}, rest = {}) => {
    const result = routeOf(anApplication(status, statusFields, rest));
    expect(result.path).toBe(`${BASE}/${screen}`);
    expect(result.warning).toBeUndefined();
  });

  it.each(['COMPLETE', 'CANCELLED'])('%s leaves for the dashboard', (status) => {
    expect(routeOf(anApplication(status))).toEqual({ path: '/dashboard' });
  });

  it('routes every status of the enumeration somewhere under the application or the dashboard, with no warning', () => {
    for (const status of APPLICATION_STATUSES) {
      const result = routeOf(anApplication(status));
      expect(result.path.startsWith(`${BASE}/`) || result.path === '/dashboard', status).toBe(true);
      expect(result.warning, status).toBeUndefined();
    }
  });

  it('sends an unrecognised status to the timeout page with a warning for the log', () => {
    const result = routeOf(anApplication('SOMETHING_NEW'));
    expect(result.path).toBe(`${BASE}/error/timeout`);
    expect(result.warning).toContain('SOMETHING_NEW');
  });

  it('sends an application with no status yet to the default screen', () => {
    expect(routeOf(anApplication(null)).path).toBe(`${BASE}/start/profile`);
  });

  it('reads the top-level applicationStatus when status.checklistStatus is absent', () => {
    const application = { ...anApplication(null), applicationStatus: 'HMDA' };
    expect(routeOf(application).path).toBe(`${BASE}/start/hmda`);
  });
});

describe('nextScreen: offer selection state', () => {
  it('carries the uw decision and a from-path to signing/intro when the offer is verified', () => {
    const result = routeOf(
      anApplication('OFFER_SELECTION', { uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_OFFER' }),
    );
    expect(result).toEqual({
      path: `${BASE}/product/select`,
      state: { uwDecision: 'FINAL', fromPath: `${BASE}/signing/intro` },
    });
  });

  it('carries only the uw decision otherwise', () => {
    const result = routeOf(
      anApplication('REVISED_OFFER_SELECTION', { uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' }),
    );
    expect(result.state).toEqual({ uwDecision: 'SELECT' });
  });
});

describe('nextScreen: additional rules', () => {
  it('goes to the dashboard without a profile or an application', () => {
    expect(nextScreen({ application: anApplication('HMDA'), profile: null })).toEqual({ path: '/dashboard' });
    expect(nextScreen({ application: undefined, profile })).toEqual({ path: '/dashboard' });
  });

  it('sends an inquiry application to the dashboard', () => {
    expect(routeOf(anApplication('HMDA', {}, { isInquiry: true }))).toEqual({ path: '/dashboard' });
  });

  it('routes an underwriting decline to error/decline whatever the status', () => {
    expect(routeOf(anApplication('INCOME_VERIFICATION', { uwDecision: 'DECLINE' })).path).toBe(
      `${BASE}/error/decline`,
    );
  });

  it('leaves a declined applicant on the disclosures page to the status table', () => {
    const application = anApplication('INCOME_VERIFICATION', { uwDecision: 'DECLINE' });
    expect(routeOf(application, { pathname: `${BASE}/document/disclosures` }).path).toBe(
      `${BASE}/income/review`,
    );
    expect(routeOf(application, { pathname: `${BASE}/document/disclosures/` }).path).toBe(
      `${BASE}/income/review`,
    );
    expect(routeOf(application, { pathname: `${BASE}/income/review` }).path).toBe(`${BASE}/error/decline`);
  });

  it('keeps the query string only for pop-webchat', () => {
    expect(routeOf(anApplication('HMDA'), { search: '?pop-webchat' }).path).toBe(
      `${BASE}/start/hmda?pop-webchat`,
    );
    expect(routeOf(anApplication('HMDA'), { search: 'utm_source=x&pop-webchat=true' }).path).toBe(
      `${BASE}/start/hmda?pop-webchat=true`,
    );
    expect(routeOf(anApplication('HMDA'), { search: '?utm_source=x&step=name' }).path).toBe(
      `${BASE}/start/hmda`,
    );
    expect(routeOf(anApplication('HMDA'), { search: '?pop-webchatty=1' }).path).toBe(`${BASE}/start/hmda`);
  });
});
