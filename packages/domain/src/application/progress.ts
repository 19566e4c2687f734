import { z } from 'zod';
import { isApplicationStatus, type TApplicationStatus } from './status.ts';

/** The shell's application progress state (spec 02 sections 3 and 4). */
export const PROGRESS_STATES = [
  'INITIAL',
  'PRODUCT_SELECT',
  'MORE_INFO',
  'LINK_INCOME',
  'ID_UPLOAD',
  'SIGNING',
  'ENOTARY',
  'MANUAL_NOTARY',
  'COMPLETE',
] as const;
export const ZProgressState = z.enum(PROGRESS_STATES);
export type TProgressState = z.infer<typeof ZProgressState>;

/** Position of each state on the progress bar: ENOTARY and MANUAL_NOTARY share step 6. */
export const PROGRESS_INDEX: Record<TProgressState, number> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
};

const STEP_LABELS = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
] as const;
export const MANUAL_NOTARY_STEP_LABEL = 'Schedule Notary Session';
export const ENOTARY_STEP_LABEL = 'Talk to eNotary';

/** The additional signer's shorter progress (spec 02 section 4). */
export const SIGNER_PROGRESS_LABELS = ['Identity verification', 'Talk to eNotary'] as const;

/** The seven step labels; the last names the notary step the applicant will have. */
export const progressStepLabels = ({ manualNotary }: { manualNotary?: boolean | null }): string[] => [
  ...STEP_LABELS,
  manualNotary ? MANUAL_NOTARY_STEP_LABEL : ENOTARY_STEP_LABEL,
];

/** 'NOTARY' resolves to ENOTARY or MANUAL_NOTARY from status.manualNotary. */
type TStage = Exclude<TProgressState, 'ENOTARY' | 'MANUAL_NOTARY'> | 'NOTARY';

/**
 * The step each status belongs to: the step the applicant is working on. The spec gives the steps, not this
 * mapping; it follows the lifecycle order (docs/decisions/009-application-lifecycle.md). A status that occurs
 * at two points of the lifecycle sits at the earlier one, so the bar never shows more done than is.
 */
const STAGE_BY_STATUS: Record<TApplicationStatus, TStage> = {
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: 'INITIAL',
  IN_PROGRESS: 'INITIAL',
  PREQUAL_TITLE: 'INITIAL',
  CREDIT_NO_MATCH: 'INITIAL',
  CREDIT_NO_MATCH_SSN: 'INITIAL',
  SOFT_CREDIT_LOCKED_OR_FROZEN: 'INITIAL',
  WAITING_FOR_CREDIT_REPULL: 'INITIAL',
  CREDIT_ERROR: 'INITIAL',
  CREDIT_MINOR: 'INITIAL',
  FACTA_REVIEW: 'INITIAL',
  DECLINED: 'INITIAL',
  DELINQUENCY_REVIEW: 'INITIAL',
  NO_PROPERTY_FOUND: 'INITIAL',
  MULTIPLE_PROPERTIES: 'INITIAL',
  ASSETS_PREQUAL: 'INITIAL',
  NO_AVM_FOUND: 'INITIAL',
  NAV_BPO_ESTIMATE: 'INITIAL',
  NAV_RESI_EVAL_ESTIMATE: 'INITIAL',
  NAV_BPO_ORDER_REQUEST: 'INITIAL',
  NAV_RESI_EVAL_ORDER_REQUEST: 'INITIAL',
  NAV_BPO_PROCESSING: 'INITIAL',
  NAV_RESI_EVAL_PROCESSING: 'INITIAL',
  UNKNOWN: 'INITIAL',
  CANCELLED: 'INITIAL',

  OFFER_SELECTION: 'PRODUCT_SELECT',
  REVISED_OFFER_SELECTION: 'PRODUCT_SELECT',
  CLTV_LIEN_POSITION_REQUALIFY: 'PRODUCT_SELECT',

  COLLECT_ADDITIONAL_INFO: 'MORE_INFO',
  HMDA: 'MORE_INFO',
  GEN_SUMMARY_DISCLOSURE: 'MORE_INFO',
  APP_SUBMISSION: 'MORE_INFO',
  GEN_APP_DISCLOSURES: 'MORE_INFO',

  INCOME_VERIFICATION: 'LINK_INCOME',
  WAITING_FOR_INCOME_VERIFICATION: 'LINK_INCOME',
  EMPLOYMENT_VERIFICATION: 'LINK_INCOME',

  IDENTITY_VERIFICATION: 'ID_UPLOAD',
  WAITING_FOR_IDENTITY_VERIFICATION: 'ID_UPLOAD',

  LIEN_VERIFICATION: 'SIGNING',
  LIEN_VERIFICATION_INQUIRY: 'SIGNING',
  TRUST_AND_INSURANCE: 'SIGNING',
  ORDER_FULL_TITLE: 'SIGNING',
  FINAL_TITLE_PROCESSING: 'SIGNING',
  FINAL_TITLE_REVIEW: 'SIGNING',
  PAYOFF_REQUEST_PENDING: 'SIGNING',
  ONSITE_APPRAISAL_REQUEST: 'SIGNING',
  ONSITE_APPRAISAL_BORROWER_PAYMENT: 'SIGNING',
  ONSITE_APPRAISAL_PENDING: 'SIGNING',
  HOLD_FOR_APPRAISAL_REVIEW: 'SIGNING',
  APPRAISAL_REVIEW_COMPLETE: 'SIGNING',
  HARD_CREDIT_PULL: 'SIGNING',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'SIGNING',
  FINAL_OFFER: 'SIGNING',
  GEN_CLOSING_DISCLOSURE: 'SIGNING',
  GEN_NOTE_SIGNING: 'SIGNING',
  NOTE_SIGNING: 'SIGNING',
  CO_DEED_REQ: 'SIGNING',

  GEN_NOTARY_DISCLOSURE: 'NOTARY',
  ATTORNEY_REVIEW: 'NOTARY',
  NOTARY_WAITING_PERIOD: 'NOTARY',
  DEED_SIGNING: 'NOTARY',
  MANUAL_DEED_SIGNING: 'NOTARY',

  // After the notary session every step is done; bank accounts and closing show the finished bar.
  DISBURSEMENT_ACCOUNT: 'COMPLETE',
  AUTOPAY_ACCOUNT: 'COMPLETE',
  WAITING_FOR_AUTOPAY_VERIFICATION: 'COMPLETE',
  VERIFIED_AUTOPAY_ACCOUNT: 'COMPLETE',
  GEN_RESCISSION: 'COMPLETE',
  RESCISSION: 'COMPLETE',
  RECORDING: 'COMPLETE',
  REQUEST_STEWART_PAYOFFS: 'COMPLETE',
  FUNDABLE: 'COMPLETE',
  DIRECT_DEBT_PAYOFF: 'COMPLETE',
  FUNDING_DECISION: 'COMPLETE',
  COMPLETE: 'COMPLETE',
};

export interface TProgressInput {
  /** The application status; an unknown or missing one counts as the start. */
  status: string | null | undefined;
  manualNotary?: boolean | null;
  /** DEED_SIGNING with the primary participant's acceptance complete has finished the notary step. */
  primaryParticipantAcceptComplete?: boolean | null;
}

export const progressStateOf = ({
  status,
  manualNotary,
  primaryParticipantAcceptComplete,
}: TProgressInput): TProgressState => {
  if (!isApplicationStatus(status)) return 'INITIAL';
  if (status === 'DEED_SIGNING' && primaryParticipantAcceptComplete) return 'COMPLETE';
  const stage = STAGE_BY_STATUS[status];
  if (stage !== 'NOTARY') return stage;
  return manualNotary || status === 'MANUAL_DEED_SIGNING' ? 'MANUAL_NOTARY' : 'ENOTARY';
};

export type TProgressStepState = 'done' | 'current' | 'upcoming';

export interface TProgress {
  state: TProgressState;
  /** 0 to 7: the number of steps done. */
  index: number;
  steps: { label: string; state: TProgressStepState }[];
}

/** Everything the progress bar shows: the state, its index, and each labelled step as done, current or upcoming. */
export const progressOf = (input: TProgressInput): TProgress => {
  const state = progressStateOf(input);
  const index = PROGRESS_INDEX[state];
  const manualNotary = input.manualNotary || state === 'MANUAL_NOTARY';
  const steps = progressStepLabels({ manualNotary }).map((label, i) => ({
    label,
    state: (i < index ? 'done' : i === index ? 'current' : 'upcoming') as TProgressStepState,
  }));
  return { state, index, steps };
};
