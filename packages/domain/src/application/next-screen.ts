import { isApplicationStatus, type TApplicationStatus } from './status.ts';

/** Base of every application screen (spec 01 section 2). */
export const APPLICATION_BASE_PATH = '/account/heloc';
export const DASHBOARD_PATH = '/dashboard';
/** The one page on which an underwriting decline does not take the applicant away (spec 01 section 4). */
export const DISCLOSURES_SCREEN = 'document/disclosures';
/** The one query parameter that survives routing: it opens the chat widget on the next page. */
export const POP_WEBCHAT_PARAM = 'pop-webchat';

/** Destinations of the routing table, relative to /account/heloc/{uuid}/. */
export type TApplicationScreen =
  | 'credit/social'
  | 'credit/error'
  | 'review-app/no-credit'
  | 'review-app/property'
  | 'review-app/delinquency'
  | 'review-app/signdocs'
  | 'error/decline'
  | 'error/flood-cert'
  | 'error/timeout'
  | 'start/contact'
  | 'start/hmda'
  | 'start/app-summary'
  | 'start/profile'
  | 'signing/intro'
  | 'signing/additional'
  | 'product/select'
  | 'product/assets'
  | 'product/prequal-winback'
  | 'income/review'
  | 'income/employer-verification'
  | 'identity'
  | 'liens'
  | 'bank/disburse'
  | 'bank/autopay'
  | 'bpo/estimate-value'
  | 'bpo/condition'
  | 'bpo/order-bpo'
  | 'bpo/hold'
  | 'payoff/hold'
  | 'complete'
  | 'notary/intro'
  | 'notary/reserve-manual'
  | 'hold';

/** The application fields routing reads (spec 01 section 3); the contract's application satisfies it. */
export interface TRoutingApplication {
  uuid: string;
  /** The status call and the application carry the status here as well as in status.checklistStatus. */
  applicationStatus?: string | null;
  status?: {
    checklistStatus?: string | null;
    waitingOnFloodCert?: boolean | null;
    bpo?: string | null;
    uwDecision?: string | null;
    uwSubDecision?: string | null;
    primaryParticipantAcceptComplete?: boolean | null;
  } | null;
  isInquiry?: boolean | null;
  isCrypto?: boolean | null;
  disburseAccount?: { routingNumber?: string | null } | null;
  property?: { state?: string | null } | null;
}

export interface TRoutingProfile {
  uuid: string;
}

export interface TNextScreenInput {
  application: TRoutingApplication | null | undefined;
  profile: TRoutingProfile | null | undefined;
  /** The current page, to tell whether the applicant is on the disclosures page. */
  pathname?: string;
  /** The current query string, with or without its leading "?". */
  search?: string;
}

/** Navigation state handed to product/select. */
export interface TOfferSelectionState {
  uwDecision: string | null;
  /** Where to go once the offer is chosen: set when the offer is already verified (sub-decision VERIFIED_OFFER). */
  fromPath?: string;
}

export interface TNextScreen {
  /** Absolute path, with ?pop-webchat kept when the current query has it. */
  path: string;
  state?: TOfferSelectionState;
  /** Set for a status the enumeration does not know; the caller logs it (spec 01: "a warning is logged"). */
  warning?: string;
}

/** Statuses with no row of their own in the routing table go to the table's default. */
const DEFAULT_SCREEN: TApplicationScreen = 'start/profile';

interface TRouteContext {
  application: TRoutingApplication;
}

type TScreenRule = TApplicationScreen | ((context: TRouteContext) => TApplicationScreen);

const bpoOrderScreen = ({ application }: TRouteContext): TApplicationScreen => {
  if (application.status?.bpo !== 'BPO_REQUIRED') return 'bpo/hold';
  return application.property?.state === 'TX' ? 'bpo/condition' : 'bpo/order-bpo';
};

const autopayScreen = ({ application }: TRouteContext): TApplicationScreen =>
  !application.disburseAccount?.routingNumber && !application.isCrypto ? 'bank/disburse' : 'bank/autopay';

const deedSigningScreen = ({ application }: TRouteContext): TApplicationScreen =>
  application.status?.primaryParticipantAcceptComplete ? 'complete' : 'notary/intro';

const closingDisclosureScreen = ({ application }: TRouteContext): TApplicationScreen =>
  application.status?.waitingOnFloodCert ? 'error/flood-cert' : 'review-app/signdocs';

/**
 * The routing table of spec 01 section 4, one entry per status. COMPLETE and CANCELLED are handled before the
 * table (they leave the application); every status the table does not name goes to DEFAULT_SCREEN explicitly,
 * so a new status must be placed here before it compiles.
 */
const SCREEN_BY_STATUS: Record<Exclude<TApplicationStatus, 'COMPLETE' | 'CANCELLED'>, TScreenRule> = {
  CREDIT_NO_MATCH: 'credit/social',
  CREDIT_NO_MATCH_SSN: 'review-app/no-credit',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'credit/error',
  SOFT_CREDIT_LOCKED_OR_FROZEN: 'credit/error',
  NO_PROPERTY_FOUND: 'review-app/property',
  MULTIPLE_PROPERTIES: 'review-app/property',
  DECLINED: 'error/decline',
  COLLECT_ADDITIONAL_INFO: 'start/contact',
  HMDA: 'start/hmda',
  DELINQUENCY_REVIEW: 'review-app/delinquency',
  GEN_CLOSING_DISCLOSURE: closingDisclosureScreen,
  NOTE_SIGNING: 'signing/intro',
  FINAL_OFFER: 'signing/intro',
  REVISED_OFFER_SELECTION: 'product/select',
  OFFER_SELECTION: 'product/select',
  GEN_NOTE_SIGNING: 'review-app/signdocs',
  APP_SUBMISSION: 'start/app-summary',
  GEN_SUMMARY_DISCLOSURE: 'start/app-summary',
  INCOME_VERIFICATION: 'income/review',
  IDENTITY_VERIFICATION: 'identity',
  ASSETS_PREQUAL: 'product/assets',
  CLTV_LIEN_POSITION_REQUALIFY: 'product/prequal-winback',
  DISBURSEMENT_ACCOUNT: 'bank/disburse',
  AUTOPAY_ACCOUNT: autopayScreen,
  VERIFIED_AUTOPAY_ACCOUNT: 'bank/autopay',
  NO_AVM_FOUND: 'bpo/estimate-value',
  NAV_BPO_ESTIMATE: 'bpo/estimate-value',
  NAV_RESI_EVAL_ESTIMATE: 'bpo/estimate-value',
  PAYOFF_REQUEST_PENDING: 'payoff/hold',
  NAV_BPO_ORDER_REQUEST: bpoOrderScreen,
  NAV_RESI_EVAL_ORDER_REQUEST: bpoOrderScreen,
  NAV_BPO_PROCESSING: 'bpo/hold',
  NAV_RESI_EVAL_PROCESSING: 'bpo/hold',
  FINAL_TITLE_PROCESSING: 'bpo/hold',
  FINAL_TITLE_REVIEW: 'bpo/hold',
  GEN_RESCISSION: 'complete',
  RESCISSION: 'complete',
  RECORDING: 'complete',
  FUNDABLE: 'complete',
  DIRECT_DEBT_PAYOFF: 'complete',
  FUNDING_DECISION: 'complete',
  DEED_SIGNING: deedSigningScreen,
  APPRAISAL_REVIEW_COMPLETE: 'error/timeout',
  CREDIT_ERROR: 'error/timeout',
  CREDIT_MINOR: 'error/timeout',
  FACTA_REVIEW: 'error/timeout',
  HOLD_FOR_APPRAISAL_REVIEW: 'error/timeout',
  ORDER_FULL_TITLE: 'error/timeout',
  REQUEST_STEWART_PAYOFFS: 'error/timeout',
  UNKNOWN: 'error/timeout',
  LIEN_VERIFICATION: 'liens',
  LIEN_VERIFICATION_INQUIRY: 'liens',
  CO_DEED_REQ: 'signing/additional',
  GEN_NOTARY_DISCLOSURE: 'notary/intro',
  ATTORNEY_REVIEW: 'notary/intro',
  NOTARY_WAITING_PERIOD: 'notary/intro',
  MANUAL_DEED_SIGNING: 'notary/reserve-manual',
  EMPLOYMENT_VERIFICATION: 'income/employer-verification',
  ONSITE_APPRAISAL_BORROWER_PAYMENT: 'hold',
  ONSITE_APPRAISAL_PENDING: 'hold',
  // No row in the table: the default screen (these are waits; the page there polls until the status moves on).
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: DEFAULT_SCREEN,
  IN_PROGRESS: DEFAULT_SCREEN,
  PREQUAL_TITLE: DEFAULT_SCREEN,
  GEN_APP_DISCLOSURES: DEFAULT_SCREEN,
  WAITING_FOR_INCOME_VERIFICATION: DEFAULT_SCREEN,
  WAITING_FOR_IDENTITY_VERIFICATION: DEFAULT_SCREEN,
  WAITING_FOR_CREDIT_REPULL: DEFAULT_SCREEN,
  WAITING_FOR_AUTOPAY_VERIFICATION: DEFAULT_SCREEN,
  TRUST_AND_INSURANCE: DEFAULT_SCREEN,
  ONSITE_APPRAISAL_REQUEST: DEFAULT_SCREEN,
  HARD_CREDIT_PULL: DEFAULT_SCREEN,
};

/** The absolute path of an application screen. */
export const applicationScreenPath = (uuid: string, screen: TApplicationScreen): string =>
  `${APPLICATION_BASE_PATH}/${uuid}/${screen}`;

/** Keeps only the pop-webchat parameter of a query string (spec 01 section 4), as "?pop-webchat[=value]". */
const keptQuery = (search: string | undefined): string => {
  if (!search) return '';
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .find((pair) => pair.split('=')[0] === POP_WEBCHAT_PARAM);
  return kept === undefined ? '' : `?${kept}`;
};

const isOnScreen = (pathname: string | undefined, uuid: string, screen: string): boolean =>
  pathname?.replace(/\/+$/, '') === `${APPLICATION_BASE_PATH}/${uuid}/${screen}`;

/** The status routing reads: status.checklistStatus (spec 01 section 3), else the top-level copy. */
export const routingStatusOf = (application: TRoutingApplication): string | null =>
  application.status?.checklistStatus ?? application.applicationStatus ?? null;

/**
 * Where an applicant goes next, from the application's status and underwriting fields (spec 01 section 4).
 * Pure: the web app's routing hook navigates to the answer and logs its warning.
 */
export const nextScreen = ({ application, profile, pathname, search }: TNextScreenInput): TNextScreen => {
  const query = keptQuery(search);
  const dashboard = (): TNextScreen => ({ path: `${DASHBOARD_PATH}${query}` });
  if (!application || !profile) return dashboard();
  if (application.isInquiry) return dashboard();

  const { uuid } = application;
  const to = (screen: TApplicationScreen, extra: Omit<TNextScreen, 'path'> = {}): TNextScreen => ({
    path: `${applicationScreenPath(uuid, screen)}${query}`,
    ...extra,
  });

  const uwDecision = application.status?.uwDecision ?? null;
  if (uwDecision === 'DECLINE' && !isOnScreen(pathname, uuid, DISCLOSURES_SCREEN)) return to('error/decline');

  const status = routingStatusOf(application);
  if (status === null || status === '') return to(DEFAULT_SCREEN);
  if (!isApplicationStatus(status)) {
    return to('error/timeout', { warning: `Unknown application status "${status}" for application ${uuid}` });
  }
  // Root redirects to the dashboard: going there directly saves a hop.
  if (status === 'COMPLETE' || status === 'CANCELLED') return dashboard();

  if (status === 'OFFER_SELECTION' || status === 'REVISED_OFFER_SELECTION') {
    const state: TOfferSelectionState =
      application.status?.uwSubDecision === 'VERIFIED_OFFER'
        ? { uwDecision, fromPath: applicationScreenPath(uuid, 'signing/intro') }
        : { uwDecision };
    return to('product/select', { state });
  }

  const rule = SCREEN_BY_STATUS[status];
  return to(typeof rule === 'function' ? rule({ application }) : rule);
};
