import type { TApplicationStatus } from '../application/status.ts';

/** Spec 04 section 9.7: an invitation link works once, for 14 days. */
export const SIGNER_INVITATION_DAYS = 14;
/** Additional owners one application may name (co-owners of one home; bounds every list and form). */
export const MAX_ADDITIONAL_SIGNERS = 4;

/** Where the invitation link lands (spec 01 section 2: heloc-signer login). */
export const SIGNER_LOGIN_PAGE = '/account/heloc/heloc-signer/login';
/** Where a signer's emails lead once they have an account: their next step (heloc-signer/resume). */
export const SIGNER_RESUME_PAGE = '/account/heloc/heloc-signer/resume';

/** The statuses in which the primary may name, correct or re-invite additional owners (signing/additional). */
export const SIGNER_INVITE_STATUSES: readonly TApplicationStatus[] = ['FINAL_OFFER', 'GEN_NOTE_SIGNING', 'NOTE_SIGNING', 'CO_DEED_REQ'];

/** A signer's progress, in order; the primary's pages show it for each signer. */
export const SIGNER_PROGRESS = ['INVITED', 'REGISTERED', 'IDENTITY_VERIFIED', 'SIGNED', 'NOTARIZED'] as const;
export type TSignerProgress = (typeof SIGNER_PROGRESS)[number];

export const SIGNER_PROGRESS_TEXT: Record<TSignerProgress, string> = {
  INVITED: 'Invited',
  REGISTERED: 'Account created',
  IDENTITY_VERIFIED: 'Identity verified',
  SIGNED: 'Signed',
  NOTARIZED: 'Notarized',
};

/** The furthest step a signer has reached, from the times each step was done. */
export const signerProgressOf = (signer: {
  acceptedAt?: string | Date | null;
  identityVerifiedAt?: string | Date | null;
  signedAt?: string | Date | null;
  notarizedAt?: string | Date | null;
}): TSignerProgress => {
  if (signer.notarizedAt) return 'NOTARIZED';
  if (signer.signedAt) return 'SIGNED';
  if (signer.identityVerifiedAt) return 'IDENTITY_VERIFIED';
  if (signer.acceptedAt) return 'REGISTERED';
  return 'INVITED';
};

/** Whether a signer has reached a step (the primary's page ticks each one). */
export const hasReachedProgress = (progress: TSignerProgress, step: TSignerProgress): boolean =>
  SIGNER_PROGRESS.indexOf(progress) >= SIGNER_PROGRESS.indexOf(step);

export const SIGNER_MESSAGES = {
  invitationInvalid: 'This invitation link is not valid or has already been used. Please ask the applicant to send you a new one.',
  invitationExpired: `This invitation link has expired: invitations work for ${SIGNER_INVITATION_DAYS} days. Please ask the applicant to send you a new one.`,
  notInviteStatus: 'Additional signers can be invited only while the application is at the signing step.',
  tooMany: `An application can name at most ${MAX_ADDITIONAL_SIGNERS} additional signers.`,
  ownEmail: 'Please enter the email of the other owner, not your own.',
  duplicateEmail: 'This person has already been invited.',
  alreadyAccepted: 'This signer has already accepted the invitation; their details can no longer be changed.',
  wrongAccount: 'This invitation is for another email address. Please log in with the email the invitation was sent to.',
  alreadySigned: 'This signer has already signed; the invitation can no longer be withdrawn.',
  noCoDeed: 'There is no signing open for this account.',
  agentAccount: 'This email belongs to a staff account. Please ask the applicant to invite another email address.',
  conditionSigner: 'This co-owner is not a signer on this application.',
  conditionKind: 'A co-owner can only be asked for documents or to verify their identity.',
} as const;

/** The screens of the signer's flow (spec 01 section 2, under /account/heloc/heloc-signer). */
export type TSignerScreen = 'intro' | 'identity' | 'documents' | 'sign' | 'cancelled' | 'conditions';

/**
 * Where "resume" takes a signer: cancelled when the application or the invitation is gone; the intro (its
 * first step, identity) until identity is verified; the documents once the closing package is ready for
 * signing; the intro again (its second step, Talk to eNotary) once signed.
 */
export const signerResumeScreen = (state: {
  cancelled: boolean;
  progress: TSignerProgress;
  documentsReady: boolean;
}): TSignerScreen => {
  if (state.cancelled) return 'cancelled';
  if (!hasReachedProgress(state.progress, 'IDENTITY_VERIFIED')) return 'intro';
  if (!hasReachedProgress(state.progress, 'SIGNED')) return state.documentsReady ? 'documents' : 'intro';
  return 'intro';
};

/**
 * Whether a co-owner has done what comes before the notary: signed their documents, or verified their identity when
 * they have nothing to sign before it (a property that is not a primary residence has no notice of the right to
 * cancel: they sign only the deed, at the notary). Read with the application at its notary step, where a co-owner
 * with places of their own outside the notary has signed them (CO_DEED_REQ waited for it).
 */
export const isSignerDoneBeforeNotary = (state: { progress: TSignerProgress; documentsReady: boolean }): boolean =>
  hasReachedProgress(state.progress, 'SIGNED') || (hasReachedProgress(state.progress, 'IDENTITY_VERIFIED') && !state.documentsReady);

/** Statuses from which the closing package exists and the co-owners sign (NOTE_SIGNING onward, before funding). */
export const SIGNER_DOCUMENTS_STATUSES: readonly TApplicationStatus[] = [
  'NOTE_SIGNING',
  'CO_DEED_REQ',
  'GEN_NOTARY_DISCLOSURE',
  'NOTARY_WAITING_PERIOD',
  'ATTORNEY_REVIEW',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
];
