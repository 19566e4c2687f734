import { z } from 'zod';
import { ZCity, ZStateCode, ZStreet1, ZStreet2, ZZip } from '../validation/address.ts';

/** Spec 02 "Fees": "Manual notarization $350." */
export const MANUAL_NOTARY_FEE_DOLLARS = 350;

/** Spec 02 progress labels for the notary step. */
export const NOTARY_STEP_LABELS = { remote: 'Talk to eNotary', manual: 'Schedule Notary Session' } as const;


/** Notary session states; several participants (primary and additional signers) share one session. */
export const NOTARY_SESSION_STATES = ['WAITING', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'ENDED'] as const;
export type TNotarySessionState = (typeof NOTARY_SESSION_STATES)[number];

/** Why a session ended: each has its own notary/error text and next step. */
export const NOTARY_END_REASONS = ['KBA_FAILED', 'NOTARY_ENDED', 'ID_NOT_VERIFIED', 'SIGNER_LEFT'] as const;
export type TNotaryEndReason = (typeof NOTARY_END_REASONS)[number];

export const NOTARY_MESSAGES = {
  windowStart: 'Please choose when the window starts.',
  windowEnd: 'Please choose a window end after its start.',
  windows: 'Please give two preferred windows.',
  address: 'Please enter the address where the notary should meet you.',
  scheduledFor: 'Please choose a time for your session.',
  notInTime: 'The two minutes for these questions have passed.',
  notSignerTurn: 'It is not your turn to sign yet.',
  deedUnavailable: 'The deed is not ready yet. Please try again in a minute.',
  kbaFirst: 'Please answer the identity questions first.',
  notaryAbsent: 'Please wait for the notary to join.',
  remoteNotAccepted: 'Your property’s state does not accept a remotely notarized deed, so a notary will visit you.',
  commission: 'Please enter the notary’s commission: name, number, expiry, county and state.',
  scan: 'Please upload the scan of the wet-signed deed first.',
  outsideHours:
    'Notaries are not working right now, so a session cannot start now. Notaries are available Monday to Saturday from 7:00 a.m. to 9:00 p.m. Pacific time, except on federal holidays. Please choose a time for your session.',
  scheduledOutsideHours:
    'Please choose a time when notaries are working: Monday to Saturday from 7:00 a.m. to 9:00 p.m. Pacific time, except on federal holidays.',
  signerNotRegistered: 'This signer has not accepted the invitation yet, so they cannot join the session.',
  ownersMissing: 'Every owner on the deed must join the session and sign it before it can be notarized.',
  coOwnerInPerson: 'Your property’s state does not accept a remotely notarized deed, so the deed is signed before a notary in person. The applicant arranges the visit.',
  coOwnerSignFirst: 'Please sign your documents first. Then you meet the online notary here.',
  coOwnerNotYet: 'The notary step opens once every owner has signed the documents. Please come back then.',
  coOwnerDone: 'Your deed is notarized. There is nothing more for you to do here.',
} as const;

/**
 * Statuses whose page is notary/intro (spec 01 routing): a remote session may be asked for in any of them, by the
 * applicant or, for their own turn, by a co-owner who has signed (decision 043).
 */
export const REMOTE_NOTARY_STATUSES = ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING'] as const;
export const isRemoteNotaryStatus = (status: string): boolean => (REMOTE_NOTARY_STATUSES as readonly string[]).includes(status);

/** What notary/error says for each reason, and what to do next. */
export const NOTARY_ERROR_TEXTS: Record<TNotaryEndReason, { title: string; body: string; next: 'MANUAL' | 'RETRY' | 'SUPPORT' }> = {
  KBA_FAILED: {
    title: 'We could not confirm your identity',
    body: 'The identity questions were not answered correctly twice, so the remote session has ended. You can still sign your deed in person with a notary who visits you.',
    next: 'MANUAL',
  },
  NOTARY_ENDED: {
    title: 'Your notary session has ended',
    body: 'The notary ended the session before the deed was notarized. You can start a new session or book an in-person notary.',
    next: 'RETRY',
  },
  ID_NOT_VERIFIED: {
    title: 'Your ID could not be used',
    body: 'The notary could not accept your ID for this session. Please contact support to finish your identity check.',
    next: 'SUPPORT',
  },
  SIGNER_LEFT: {
    title: 'The connection was lost',
    body: 'The session ended before the deed was notarized. You can start a new session.',
    next: 'RETRY',
  },
};

const ZWindow = z
  .object({
    start: z.iso.datetime({ error: NOTARY_MESSAGES.windowStart }),
    end: z.iso.datetime({ error: NOTARY_MESSAGES.windowEnd }),
  })
  .refine((window) => Date.parse(window.end) > Date.parse(window.start), { error: NOTARY_MESSAGES.windowEnd, path: ['end'] });

/** notary/schedule-manual: where the notary meets the applicant, and two preferred windows. */
export const ZManualNotaryRequest = z.object({
  address: z.object({ street1: ZStreet1, street2: z.nullable(ZStreet2), city: ZCity, state: ZStateCode, zip: ZZip }),
  windows: z.array(ZWindow).length(2, { error: NOTARY_MESSAGES.windows }),
});
export type TManualNotaryRequest = z.infer<typeof ZManualNotaryRequest>;

/** The notary's commission: the seal is drawn from it. */
export const ZNotaryCommission = z.object({
  name: z.string().trim().min(1, { error: NOTARY_MESSAGES.commission }).max(100),
  number: z.string().trim().min(1, { error: NOTARY_MESSAGES.commission }).max(40),
  expiresOn: z.iso.date({ error: NOTARY_MESSAGES.commission }),
  county: z.string().trim().min(1, { error: NOTARY_MESSAGES.commission }).max(60),
  state: ZStateCode,
});
export type TNotaryCommission = z.infer<typeof ZNotaryCommission>;

