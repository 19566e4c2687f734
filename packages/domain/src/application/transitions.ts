import { APPLICATION_STATUSES, type TApplicationStatus } from './status.ts';

type TStatus = TApplicationStatus;

/** No transition leaves these (spec 04 section 3). */
export const FINAL_STATUSES = ['COMPLETE', 'CANCELLED'] as const satisfies readonly TStatus[];

/** Statuses a new application may be created in: the soft-credit disclosure job, or straight to the pulls. */
export const INITIAL_STATUSES = [
  'IN_PROGRESS',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
] as const satisfies readonly TStatus[];

/**
 * The happy path of spec 04 section 3, in order. CO_DEED_REQ happens only with additional signers;
 * without them NOTE_SIGNING goes straight to GEN_NOTARY_DISCLOSURE.
 */
export const HAPPY_PATH = [
  'IN_PROGRESS',
  'OFFER_SELECTION',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'APP_SUBMISSION',
  'GEN_APP_DISCLOSURES',
  'INCOME_VERIFICATION',
  'IDENTITY_VERIFICATION',
  'LIEN_VERIFICATION',
  'HARD_CREDIT_PULL',
  'FINAL_OFFER',
  'GEN_NOTE_SIGNING',
  'NOTE_SIGNING',
  'CO_DEED_REQ',
  'GEN_NOTARY_DISCLOSURE',
  'DEED_SIGNING',
  'DISBURSEMENT_ACCOUNT',
  'AUTOPAY_ACCOUNT',
  'VERIFIED_AUTOPAY_ACCOUNT',
  'GEN_RESCISSION',
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'FUNDING_DECISION',
  'COMPLETE',
] as const satisfies readonly TStatus[];

/**
 * The one table of forward transitions: from a status, the statuses that may follow it. The happy-path
 * successor comes first in each row, then the side paths. CANCELLED is not listed here: it is allowed from
 * every non-final status and added below, so no row can forget it. Typing the table as a Record over the
 * whole enumeration makes a new status fail to compile until someone decides where it may go.
 */
const FORWARD_TRANSITIONS: Record<TStatus, readonly TStatus[]> = {
  // Pre-qualification (jobs: soft credit pull, property lookup, valuation, offers).
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: ['IN_PROGRESS'],
  IN_PROGRESS: [
    'OFFER_SELECTION',
    'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
    'PREQUAL_TITLE',
    'CREDIT_NO_MATCH',
    // A rerun with the social security number given on credit/social still finds no match.
    'CREDIT_NO_MATCH_SSN',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
    'CREDIT_ERROR',
    'CREDIT_MINOR',
    'FACTA_REVIEW',
    'DECLINED',
    'DELINQUENCY_REVIEW',
    'NO_PROPERTY_FOUND',
    'MULTIPLE_PROPERTIES',
    'NO_AVM_FOUND',
    'ASSETS_PREQUAL',
  ],
  PREQUAL_TITLE: ['OFFER_SELECTION', 'NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES', 'NO_AVM_FOUND', 'DECLINED'],
  // No credit match: the applicant gives a social security number on credit/social and the pull reruns.
  CREDIT_NO_MATCH: ['WAITING_FOR_CREDIT_REPULL', 'IN_PROGRESS', 'CREDIT_NO_MATCH_SSN'],
  // An agent may rerun the pull after checking the applicant's identity by other means.
  CREDIT_NO_MATCH_SSN: ['IN_PROGRESS'],
  // Frozen credit: the applicant unfreezes and retries.
  SOFT_CREDIT_LOCKED_OR_FROZEN: ['WAITING_FOR_CREDIT_REPULL', 'IN_PROGRESS'],
  CREDIT_ERROR: ['IN_PROGRESS', 'HARD_CREDIT_PULL'],
  CREDIT_MINOR: ['DECLINED'],
  FACTA_REVIEW: ['OFFER_SELECTION', 'FINAL_OFFER', 'DECLINED'],
  // DECLINED is stable but not final: only cancellation leaves it.
  DECLINED: [],
  DELINQUENCY_REVIEW: ['OFFER_SELECTION', 'DECLINED'],
  // The applicant corrects the property address on review-app/property and the lookup reruns.
  NO_PROPERTY_FOUND: ['IN_PROGRESS'],
  MULTIPLE_PROPERTIES: ['IN_PROGRESS'],
  // Low income: offers from asset depletion, or none.
  ASSETS_PREQUAL: ['OFFER_SELECTION', 'DECLINED'],

  // No automated valuation: estimate, order (status.bpo BPO_REQUIRED), processing (BPO_PROCESSING),
  // complete (BPO_COMPLETE) back to offers; an inconclusive opinion needs an on-site appraisal.
  NO_AVM_FOUND: [
    'NAV_BPO_ESTIMATE',
    'NAV_RESI_EVAL_ESTIMATE',
    'NAV_BPO_ORDER_REQUEST',
    'NAV_RESI_EVAL_ORDER_REQUEST',
  ],
  NAV_BPO_ESTIMATE: ['NAV_BPO_ORDER_REQUEST'],
  NAV_RESI_EVAL_ESTIMATE: ['NAV_RESI_EVAL_ORDER_REQUEST'],
  NAV_BPO_ORDER_REQUEST: ['NAV_BPO_PROCESSING'],
  NAV_RESI_EVAL_ORDER_REQUEST: ['NAV_RESI_EVAL_PROCESSING'],
  NAV_BPO_PROCESSING: ['OFFER_SELECTION', 'ONSITE_APPRAISAL_REQUEST', 'DECLINED'],
  NAV_RESI_EVAL_PROCESSING: ['OFFER_SELECTION', 'ONSITE_APPRAISAL_REQUEST', 'DECLINED'],

  // Offers and application.
  OFFER_SELECTION: ['COLLECT_ADDITIONAL_INFO', 'FINAL_OFFER'],
  COLLECT_ADDITIONAL_INFO: ['HMDA'],
  HMDA: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'],
  GEN_SUMMARY_DISCLOSURE: ['APP_SUBMISSION'],
  APP_SUBMISSION: ['GEN_APP_DISCLOSURES'],
  GEN_APP_DISCLOSURES: ['INCOME_VERIFICATION'],

  // Income: verified income may revise the offer or need the employer's confirmation.
  INCOME_VERIFICATION: [
    'IDENTITY_VERIFICATION',
    'WAITING_FOR_INCOME_VERIFICATION',
    'EMPLOYMENT_VERIFICATION',
    'REVISED_OFFER_SELECTION',
    'DECLINED',
  ],
  WAITING_FOR_INCOME_VERIFICATION: [
    'IDENTITY_VERIFICATION',
    'INCOME_VERIFICATION',
    'EMPLOYMENT_VERIFICATION',
    'REVISED_OFFER_SELECTION',
    'DECLINED',
  ],
  EMPLOYMENT_VERIFICATION: [
    'IDENTITY_VERIFICATION',
    'INCOME_VERIFICATION',
    'REVISED_OFFER_SELECTION',
    'DECLINED',
  ],
  REVISED_OFFER_SELECTION: ['IDENTITY_VERIFICATION', 'LIEN_VERIFICATION', 'FINAL_OFFER'],

  // Identity.
  IDENTITY_VERIFICATION: ['LIEN_VERIFICATION', 'WAITING_FOR_IDENTITY_VERIFICATION'],
  WAITING_FOR_IDENTITY_VERIFICATION: ['LIEN_VERIFICATION', 'IDENTITY_VERIFICATION', 'DECLINED'],

  // Liens and title: a different lien position requalifies; a lien to pay off waits for its payoff statement.
  LIEN_VERIFICATION: [
    'HARD_CREDIT_PULL',
    'LIEN_VERIFICATION_INQUIRY',
    'CLTV_LIEN_POSITION_REQUALIFY',
    'TRUST_AND_INSURANCE',
    'ORDER_FULL_TITLE',
    'PAYOFF_REQUEST_PENDING',
    'ONSITE_APPRAISAL_REQUEST',
  ],
  LIEN_VERIFICATION_INQUIRY: [
    'LIEN_VERIFICATION',
    'HARD_CREDIT_PULL',
    'CLTV_LIEN_POSITION_REQUALIFY',
    'PAYOFF_REQUEST_PENDING',
  ],
  CLTV_LIEN_POSITION_REQUALIFY: ['REVISED_OFFER_SELECTION', 'OFFER_SELECTION', 'DECLINED'],
  TRUST_AND_INSURANCE: ['HARD_CREDIT_PULL', 'ORDER_FULL_TITLE'],
  ORDER_FULL_TITLE: ['FINAL_TITLE_PROCESSING'],
  FINAL_TITLE_PROCESSING: ['HARD_CREDIT_PULL', 'FINAL_TITLE_REVIEW'],
  FINAL_TITLE_REVIEW: ['HARD_CREDIT_PULL', 'CLTV_LIEN_POSITION_REQUALIFY', 'DECLINED'],

  // On-site appraisal: request, the applicant pays, the visit, the review.
  ONSITE_APPRAISAL_REQUEST: ['ONSITE_APPRAISAL_BORROWER_PAYMENT', 'ONSITE_APPRAISAL_PENDING'],
  ONSITE_APPRAISAL_BORROWER_PAYMENT: ['ONSITE_APPRAISAL_PENDING'],
  ONSITE_APPRAISAL_PENDING: ['HOLD_FOR_APPRAISAL_REVIEW'],
  HOLD_FOR_APPRAISAL_REVIEW: ['APPRAISAL_REVIEW_COMPLETE', 'DECLINED'],
  APPRAISAL_REVIEW_COMPLETE: [
    'FINAL_OFFER',
    'REVISED_OFFER_SELECTION',
    'OFFER_SELECTION',
    'HARD_CREDIT_PULL',
  ],

  // Hard credit: a frozen file waits for the applicant to unfreeze it; the pull may change the offer.
  HARD_CREDIT_PULL: [
    'FINAL_OFFER',
    'HARD_CREDIT_LOCKED_OR_FROZEN',
    'CREDIT_ERROR',
    'FACTA_REVIEW',
    'REVISED_OFFER_SELECTION',
    'ONSITE_APPRAISAL_REQUEST',
    'DECLINED',
  ],
  HARD_CREDIT_LOCKED_OR_FROZEN: ['HARD_CREDIT_PULL', 'WAITING_FOR_CREDIT_REPULL'],
  // The rerun of a credit pull after a social security number or an unfreeze; it ends where a pull ends
  // (a decline or a delinquency straight from the rerun, so the application never waits in IN_PROGRESS
  // with a report that the pre-qualification chain would carry on from).
  WAITING_FOR_CREDIT_REPULL: [
    'IN_PROGRESS',
    'CREDIT_NO_MATCH_SSN',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
    'DECLINED',
    'DELINQUENCY_REVIEW',
    'HARD_CREDIT_PULL',
    'HARD_CREDIT_LOCKED_OR_FROZEN',
    'CREDIT_ERROR',
  ],
  // A property in a flood zone needs the flood certificate (status.waitingOnFloodCert) before closing documents.
  FINAL_OFFER: ['GEN_NOTE_SIGNING', 'GEN_CLOSING_DISCLOSURE', 'REVISED_OFFER_SELECTION'],
  GEN_CLOSING_DISCLOSURE: ['GEN_NOTE_SIGNING'],

  // Signing and notary: additional signers sign first; attorney states review; some states wait before signing;
  // a manual (in-person) notary replaces the remote session.
  GEN_NOTE_SIGNING: ['NOTE_SIGNING'],
  NOTE_SIGNING: ['CO_DEED_REQ', 'GEN_NOTARY_DISCLOSURE'],
  CO_DEED_REQ: ['GEN_NOTARY_DISCLOSURE'],
  GEN_NOTARY_DISCLOSURE: ['DEED_SIGNING', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'MANUAL_DEED_SIGNING'],
  ATTORNEY_REVIEW: ['DEED_SIGNING', 'NOTARY_WAITING_PERIOD', 'MANUAL_DEED_SIGNING'],
  NOTARY_WAITING_PERIOD: ['DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
  DEED_SIGNING: ['DISBURSEMENT_ACCOUNT', 'MANUAL_DEED_SIGNING'],
  MANUAL_DEED_SIGNING: ['DISBURSEMENT_ACCOUNT', 'DEED_SIGNING'],

  // Bank accounts: autopay may be declined (manual payments), or need the linked account verified.
  DISBURSEMENT_ACCOUNT: ['AUTOPAY_ACCOUNT'],
  AUTOPAY_ACCOUNT: [
    'VERIFIED_AUTOPAY_ACCOUNT',
    'WAITING_FOR_AUTOPAY_VERIFICATION',
    'DISBURSEMENT_ACCOUNT',
    'GEN_RESCISSION',
  ],
  WAITING_FOR_AUTOPAY_VERIFICATION: ['VERIFIED_AUTOPAY_ACCOUNT', 'AUTOPAY_ACCOUNT'],
  VERIFIED_AUTOPAY_ACCOUNT: ['GEN_RESCISSION'],

  // Closing: three business days of rescission (a scheduled job), recording, payoffs, funding. Without a right to
  // cancel (a business-purpose DSCR loan, a property that is not the principal dwelling) recording follows at once
  // (decision 033).
  GEN_RESCISSION: ['RESCISSION', 'RECORDING'],
  RESCISSION: ['RECORDING'],
  RECORDING: ['FUNDABLE', 'REQUEST_STEWART_PAYOFFS'],
  REQUEST_STEWART_PAYOFFS: ['PAYOFF_REQUEST_PENDING', 'FUNDABLE'],
  PAYOFF_REQUEST_PENDING: ['HARD_CREDIT_PULL', 'FUNDABLE', 'DIRECT_DEBT_PAYOFF'],
  FUNDABLE: ['FUNDING_DECISION', 'DIRECT_DEBT_PAYOFF'],
  DIRECT_DEBT_PAYOFF: ['FUNDING_DECISION'],
  FUNDING_DECISION: ['COMPLETE'],

  COMPLETE: [],
  CANCELLED: [],
  // Never stored by the server: nothing leads to UNKNOWN; an agent can still cancel an application found in it.
  UNKNOWN: [],
};

const FINAL: ReadonlySet<TStatus> = new Set(FINAL_STATUSES);

export const isFinalStatus = (status: TStatus): boolean => FINAL.has(status);

/** The complete table: the forward rows plus CANCELLED from every non-final status. */
export const ALLOWED_TRANSITIONS: Readonly<Record<TStatus, readonly TStatus[]>> = Object.freeze(
  Object.fromEntries(
    APPLICATION_STATUSES.map((from) => [
      from,
      Object.freeze(isFinalStatus(from) ? [] : [...FORWARD_TRANSITIONS[from], 'CANCELLED' as const]),
    ]),
  ) as Record<TStatus, readonly TStatus[]>,
);

export const allowedNextStatuses = (from: TStatus): readonly TStatus[] => ALLOWED_TRANSITIONS[from];

/** Whether a status change is allowed. Staying in the same status is not a transition. */
export const canTransition = (from: TStatus, to: TStatus): boolean => ALLOWED_TRANSITIONS[from].includes(to);
