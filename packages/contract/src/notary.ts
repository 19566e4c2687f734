import { z } from 'zod';
import {
  KBA_RULES,
  MAX_SIGNATURE_IMAGE_CHARS,
  NOTARY_END_REASONS,
  NOTARY_SESSION_STATES,
  ZEmail,
  ZManualNotaryRequest,
  ZNotaryCommission,
  PNG_DATA_URL_PREFIX,
  SIGNING_MESSAGES,
  ZPassword,
} from '@lintel/domain';
import { ZApplicationUuidParams } from './application-calls.ts';
import { defineCall } from './define-call.ts';

/**
 * Calls of the notary module (issue 13, spec 04 section 9.5): the applicant's remote session (state, request,
 * identity questions, deed signing), the manual path, and the notary room for agents with the NOTARY role.
 */
const BASE = '/service-notary/api/v1';
const AGENT_BASE = '/service-notary/agent/api/v1';

export const ZNotarySessionState = z.enum(NOTARY_SESSION_STATES);
export const ZNotaryEndReason = z.enum(NOTARY_END_REASONS);

export const ZNotaryParticipant = z.object({
  uuid: z.uuid(),
  role: z.enum(['SIGNER', 'NOTARY']),
  /** PRIMARY for the applicant, ADDITIONAL for an additional signer (they join the same session in turn). */
  kind: z.enum(['PRIMARY', 'ADDITIONAL', 'NOTARY']),
  name: z.string().max(200),
  kbaStatus: z.enum(['NOT_STARTED', 'PASSED', 'FAILED']),
  kbaFailedAttempts: z.number().int().min(0).max(10),
  signedAt: z.iso.datetime().nullable(),
});
export type TNotaryParticipant = z.infer<typeof ZNotaryParticipant>;

export const ZNotarySession = z.object({
  uuid: z.uuid(),
  applicationUuid: z.uuid(),
  state: ZNotarySessionState,
  scheduledFor: z.iso.datetime().nullable(),
  endedReason: ZNotaryEndReason.nullable(),
  notaryJoined: z.boolean(),
  participants: z.array(ZNotaryParticipant).max(20),
  deedDocumentUuid: z.uuid().nullable(),
  notarizedDeedDocumentUuid: z.uuid().nullable(),
  recordingDocumentUuid: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type TNotarySession = z.infer<typeof ZNotarySession>;

export const ZManualReservation = z.object({
  uuid: z.uuid(),
  applicationUuid: z.uuid(),
  address: z.object({ street1: z.string().max(100), street2: z.string().max(100).nullable(), city: z.string().max(60), state: z.string().max(2), zip: z.string().max(10) }),
  windows: z.array(z.object({ start: z.iso.datetime(), end: z.iso.datetime() })).max(2),
  feeDollars: z.number().int().min(0),
  status: z.enum(['RESERVED', 'COMPLETED']),
  scanDocumentUuid: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type TManualReservation = z.infer<typeof ZManualReservation>;

/** GET .../notary: everything the notary pages need. */
export const ZNotaryState = z.object({
  uuid: z.uuid(),
  applicationStatus: z.string(),
  propertyState: z.string().max(2),
  remoteAccepted: z.boolean(),
  manualNotary: z.boolean(),
  /** A notary is in the room and it is within the notaries' hours: "now" may be chosen. */
  notariesAvailableNow: z.boolean(),
  /** The instant is within the notaries' hours (packages/domain notary-hours). */
  withinNotaryHours: z.boolean(),
  notaryHours: z.string().max(300),
  manualFeeDollars: z.number().int(),
  /** STUN/TURN servers for the session's peer connection (the NOTARY_ICE_SERVERS setting; none on one machine). */
  iceServers: z
    .array(z.object({ urls: z.union([z.string().max(300), z.array(z.string().max(300)).max(5)]), username: z.string().max(200).optional(), credential: z.string().max(200).optional() }))
    .max(10),
  /** This caller's participant in the current session, if any. */
  participantUuid: z.uuid().nullable(),
  session: ZNotarySession.nullable(),
  reservation: ZManualReservation.nullable(),
});
export type TNotaryState = z.infer<typeof ZNotaryState>;

export const ZRequestNotarySessionRequest = z.union([
  z.object({ when: z.literal('NOW') }),
  z.object({ when: z.literal('SCHEDULED'), scheduledFor: z.iso.datetime() }),
]);
export type TRequestNotarySessionRequest = z.infer<typeof ZRequestNotarySessionRequest>;

export const ZKbaQuiz = z.object({
  attemptUuid: z.uuid(),
  attemptNumber: z.number().int().min(1).max(KBA_RULES.maxFailedAttempts),
  expiresAt: z.iso.datetime(),
  questions: z
    .array(z.object({ id: z.string().max(40), text: z.string().max(300), choices: z.array(z.string().max(200)).max(KBA_RULES.choicesPerQuestion) }))
    .max(KBA_RULES.questions),
});
export type TKbaQuiz = z.infer<typeof ZKbaQuiz>;

export const ZKbaAnswerRequest = z.object({
  answers: z.array(z.number().int().min(0).max(KBA_RULES.choicesPerQuestion - 1).nullable()).length(KBA_RULES.questions),
});
export type TKbaAnswerRequest = z.infer<typeof ZKbaAnswerRequest>;

export const ZKbaResult = z.object({
  outcome: z.enum(['PASSED', 'RETRY', 'FAILED']),
  correct: z.number().int().min(0).max(KBA_RULES.questions),
  attemptsLeft: z.number().int().min(0).max(KBA_RULES.maxFailedAttempts),
});
export type TKbaResult = z.infer<typeof ZKbaResult>;

/** The signature adopted in the session: the typed name drawn in the signature font, or drawn; a PNG data URL. */
export const ZSignDeedRequest = z.object({
  signature: z.discriminatedUnion('method', [
    z.object({
      method: z.literal('TYPED'),
      typedName: z.string().trim().min(2, { error: SIGNING_MESSAGES.typedNameRequired }).max(120),
      image: z.string().startsWith(PNG_DATA_URL_PREFIX).max(MAX_SIGNATURE_IMAGE_CHARS),
    }),
    z.object({
      method: z.literal('DRAWN'),
      image: z.string({ error: SIGNING_MESSAGES.drawingRequired }).startsWith(PNG_DATA_URL_PREFIX).max(MAX_SIGNATURE_IMAGE_CHARS),
    }),
  ]),
});
export type TSignDeedRequest = z.infer<typeof ZSignDeedRequest>;

/** The notary's electronic seal as drawn from the commission (PNG data URL), placed on the deed's acknowledgement. */
export const ZCompleteNotarySessionRequest = z.object({
  seal: z.string().startsWith(PNG_DATA_URL_PREFIX).max(MAX_SIGNATURE_IMAGE_CHARS),
});
export type TCompleteNotarySessionRequest = z.infer<typeof ZCompleteNotarySessionRequest>;

export const ZNotarySessionParams = z.object({ sessionUuid: z.string().max(64) });
const ZAttemptParams = ZApplicationUuidParams.extend({ attemptUuid: z.string().max(64) });

/**
 * The application an additional signer names on every call of theirs (decision 042), also on the notary calls of
 * heloc-signer/notary (decision 052): it must be the path's application, else 404, as for any application that
 * is not the caller's. The applicant's own pages send none.
 */
export const ZNotarySignerScopeQuery = z.object({ applicationUuid: z.string().max(64).optional() });

export const getNotaryStateCall = defineCall({
  id: 'getNotaryState',
  method: 'GET',
  path: `${BASE}/applications/{uuid}/notary`,
  summary: 'The notary step: whether the state accepts remote notarization, the current session, the manual reservation.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  query: ZNotarySignerScopeQuery,
  answers: { 200: ZNotaryState },
  errors: [401, 404],
});

export const requestNotarySessionCall = defineCall({
  id: 'requestNotarySession',
  method: 'POST',
  path: `${BASE}/applications/{uuid}/notary/session`,
  summary: 'Asks for a remote notary session now (within the notaries’ hours) or at a scheduled time; answers the same session when one is open.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZRequestNotarySessionRequest,
  query: ZNotarySignerScopeQuery,
  answers: { 200: ZNotaryState },
  errors: [400, 401, 404, 409],
});

export const startKbaCall = defineCall({
  id: 'startNotaryKba',
  method: 'POST',
  path: `${BASE}/applications/{uuid}/notary/kba`,
  summary: 'Starts an attempt at the five knowledge-based questions (two minutes; four right pass; two failed attempts end the session).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  query: ZNotarySignerScopeQuery,
  answers: { 200: ZKbaQuiz },
  errors: [401, 404, 409],
});

export const answerKbaCall = defineCall({
  id: 'answerNotaryKba',
  method: 'POST',
  path: `${BASE}/applications/{uuid}/notary/kba/{attemptUuid}`,
  summary: 'Answers an attempt: PASSED, RETRY (one attempt left) or FAILED (the session ends: notary/error).',
  access: 'applicant',
  params: ZAttemptParams,
  body: ZKbaAnswerRequest,
  query: ZNotarySignerScopeQuery,
  answers: { 200: ZKbaResult },
  errors: [400, 401, 404, 409],
});

export const signNotaryDeedCall = defineCall({
  id: 'signNotaryDeed',
  method: 'POST',
  path: `${BASE}/applications/{uuid}/notary/sign`,
  summary: 'The signer signs the deed while the notary watches (identity questions passed, notary present).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZSignDeedRequest,
  query: ZNotarySignerScopeQuery,
  answers: { 200: ZNotaryState },
  errors: [400, 401, 404, 409],
});

export const reserveManualNotaryCall = defineCall({
  id: 'reserveManualNotary',
  method: 'POST',
  path: `${BASE}/applications/{uuid}/notary/manual`,
  summary: 'Reserves an in-person notary visit (address, two preferred windows; the $350 fee): MANUAL_DEED_SIGNING.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZManualNotaryRequest,
  answers: { 200: ZNotaryState },
  errors: [400, 401, 404, 409],
});

/** The websocket of one session: signalling (offers, answers, candidates) and the session's changes. */
export const NOTARY_SOCKET_PATH = `${BASE}/sessions/{sessionUuid}/ws`;
export const openNotarySocketCall = defineCall({
  id: 'openNotarySocket',
  method: 'GET',
  path: NOTARY_SOCKET_PATH,
  summary:
    'Websocket (query org and token) for the session’s participants only: relays WebRTC signalling between them and pushes the session’s changes; anyone else is closed with 4404.',
  access: 'public',
  params: ZNotarySessionParams,
  query: z.object({ token: z.string().max(4000).optional(), org: z.string().max(64).optional() }),
  answers: {},
  errors: [400],
});

/** What the socket carries, both ways. `signal` payloads are relayed untouched to the named participant. */
export const ZNotarySocketFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('signal'), to: z.uuid(), payload: z.record(z.string(), z.unknown()) }),
]);
export type TNotarySocketFrame = z.infer<typeof ZNotarySocketFrame>;

export type TNotarySocketEvent =
  | { type: 'hello'; participantUuid: string; session: TNotarySession; present: string[] }
  | { type: 'presence'; present: string[]; left?: string }
  | { type: 'signal'; from: string; payload: Record<string, unknown> }
  | { type: 'session'; session: TNotarySession }
  | { type: 'pong' }
  | { type: 'error'; message: string };

/** The notary room's queue entry. */
export const ZNotaryQueueEntry = z.object({
  session: ZNotarySession,
  signerName: z.string().max(200),
  propertyState: z.string().max(2),
  organizationCode: z.string().max(64),
  applicationStatus: z.string(),
});
export type TNotaryQueueEntry = z.infer<typeof ZNotaryQueueEntry>;

const ZNotaryIdCheck = z.object({ idType: z.string(), result: z.string(), frontDocumentUuid: z.uuid(), backDocumentUuid: z.uuid().nullable(), checkedAt: z.iso.datetime() });

export const ZNotarySessionDetail = ZNotaryQueueEntry.extend({
  /** The primary's latest ID check. */
  idVerification: ZNotaryIdCheck.nullable(),
  /**
   * Each signer participant's own ID check (decision 051): the primary's, and a co-owner's from their signer record;
   * the notary room shows the one of the signer it follows. A participant without a check on file is left out.
   */
  signerIdChecks: z.array(ZNotaryIdCheck.extend({ participantUuid: z.uuid() })).max(20),
  notaryParticipantUuid: z.uuid().nullable(),
  iceServers: ZNotaryState.shape.iceServers,
  commission: ZNotaryCommission.nullable(),
  /**
   * The application's co-owners (decision 037), for the notary room's "Add signer": `accepted` once the invitation
   * was accepted (only then can they be added), `inSession` once they are a participant.
   */
  additionalSigners: z.array(z.object({ signerUuid: z.uuid(), name: z.string().max(200), accepted: z.boolean(), inSession: z.boolean() })).max(10),
});
export type TNotarySessionDetail = z.infer<typeof ZNotarySessionDetail>;

export const ZNotaryJournalEntry = z.object({
  uuid: z.uuid(),
  sessionUuid: z.uuid().nullable(),
  applicationUuid: z.uuid(),
  notarizedAt: z.iso.datetime(),
  signerName: z.string().max(200),
  document: z.string().max(200),
  documentUuid: z.uuid().nullable(),
  identityEvidence: z.string().max(500),
  feeDollars: z.number().int().min(0),
  method: z.enum(['REMOTE', 'IN_PERSON']),
  recordingDocumentUuid: z.uuid().nullable(),
});
export type TNotaryJournalEntry = z.infer<typeof ZNotaryJournalEntry>;

export const createNotaryCall = defineCall({
  id: 'createNotary',
  method: 'POST',
  path: `${AGENT_BASE}/notaries`,
  summary: 'Admin: creates (or updates) an agent with the NOTARY role and the notary’s commission (name, number, expiry, county, state).',
  access: 'admin',
  body: z.object({ email: ZEmail, password: ZPassword, orgCodes: z.array(z.string().max(64)).max(50).optional(), commission: ZNotaryCommission }),
  answers: { 201: z.object({ identityUuid: z.uuid() }) },
  errors: [400, 401, 404],
});

export const listNotaryQueueCall = defineCall({
  id: 'listNotaryQueue',
  method: 'GET',
  path: `${AGENT_BASE}/sessions`,
  summary: 'Notary: the sessions of the notary’s organisations that wait, are scheduled or in progress (oldest first).',
  access: 'agent',
  answers: { 200: z.array(ZNotaryQueueEntry).max(200) },
  errors: [401, 404],
});

export const getNotarySessionCall = defineCall({
  id: 'getNotarySession',
  method: 'GET',
  path: `${AGENT_BASE}/sessions/{sessionUuid}`,
  summary: 'Notary: one session with the signer’s ID check (images by document uuid) and the proofing result.',
  access: 'agent',
  params: ZNotarySessionParams,
  answers: { 200: ZNotarySessionDetail },
  errors: [401, 404],
});

export const joinNotarySessionCall = defineCall({
  id: 'joinNotarySession',
  method: 'POST',
  path: `${AGENT_BASE}/sessions/{sessionUuid}/join`,
  summary: 'Notary: joins (takes) the session; another notary already in it answers 409.',
  access: 'agent',
  params: ZNotarySessionParams,
  answers: { 200: ZNotarySessionDetail },
  errors: [401, 404, 409],
});

export const completeNotarySessionCall = defineCall({
  id: 'completeNotarySession',
  method: 'POST',
  path: `${AGENT_BASE}/sessions/{sessionUuid}/complete`,
  summary:
    'Notary: writes each signer’s signature on its places of the deed and the notary’s seal on the acknowledgement place, seals the deed, writes the journal entries, sets primaryParticipantAcceptComplete and moves on to DISBURSEMENT_ACCOUNT.',
  access: 'agent',
  params: ZNotarySessionParams,
  body: ZCompleteNotarySessionRequest,
  answers: { 200: ZNotarySessionDetail },
  errors: [400, 401, 404, 409],
});

export const ZAddNotarySignerRequest = z.object({ signerUuid: z.uuid() });
export type TAddNotarySignerRequest = z.infer<typeof ZAddNotarySignerRequest>;

export const addNotarySignerCall = defineCall({
  id: 'addNotarySigner',
  method: 'POST',
  path: `${AGENT_BASE}/sessions/{sessionUuid}/signers`,
  summary:
    'Notary: adds an additional signer (who accepted the invitation) of the session’s application to the session: their own turn at the identity questions and their own signature on their places of the deed.',
  access: 'agent',
  params: ZNotarySessionParams,
  body: ZAddNotarySignerRequest,
  answers: { 200: ZNotarySessionDetail },
  errors: [400, 401, 404, 409],
});

export const endNotarySessionCall = defineCall({
  id: 'endNotarySession',
  method: 'POST',
  path: `${AGENT_BASE}/sessions/{sessionUuid}/end`,
  summary: 'Notary: ends the session without notarizing (the signer lands on notary/error with what to do next).',
  access: 'agent',
  params: ZNotarySessionParams,
  body: z.object({ reason: z.enum(['NOTARY_ENDED', 'ID_NOT_VERIFIED']) }),
  answers: { 200: ZNotarySessionDetail },
  errors: [400, 401, 404, 409],
});

export const NOTARY_RECORDING_MAX_BYTES = 60 * 1024 * 1024;
export const uploadNotaryRecordingCall = defineCall({
  id: 'uploadNotaryRecording',
  method: 'POST',
  path: `${AGENT_BASE}/sessions/{sessionUuid}/recording`,
  summary: 'Notary: the session’s recording (both streams, MediaRecorder WebM, body video/webm, at most 60 MB) stored as a NOTARY_RECORDING document.',
  access: 'agent',
  params: ZNotarySessionParams,
  answers: { 201: z.object({ documentUuid: z.uuid() }) },
  errors: [400, 401, 404, 409, 413, 415],
});

export const listNotaryJournalCall = defineCall({
  id: 'listNotaryJournal',
  method: 'GET',
  path: `${AGENT_BASE}/journal`,
  summary: 'Notary: the notary’s own journal, newest first.',
  access: 'agent',
  answers: { 200: z.array(ZNotaryJournalEntry).max(500) },
  errors: [401, 404],
});

export const listManualReservationsCall = defineCall({
  id: 'listManualNotaryReservations',
  method: 'GET',
  path: `${AGENT_BASE}/manual-reservations`,
  summary: 'Agent: in-person notary reservations of the agent’s organisations, open ones first.',
  access: 'agent',
  answers: { 200: z.array(ZManualReservation).max(500) },
  errors: [401, 404],
});

export const completeManualNotaryCall = defineCall({
  id: 'completeManualNotary',
  method: 'POST',
  path: `${AGENT_BASE}/applications/{uuid}/manual/complete`,
  summary: 'Agent: records the in-person visit as done with the wet-signed deed’s scan (a WET_SIGNED_DEED document): DISBURSEMENT_ACCOUNT.',
  access: 'agent',
  params: ZApplicationUuidParams,
  body: z.object({ scanDocumentUuid: z.uuid() }),
  answers: { 200: ZManualReservation },
  errors: [400, 401, 404, 409],
});

/**
 * The applicant notary calls an additional owner also makes, on the application it signs for, for its own turn in
 * the session (decision 037): they answer the signer's own participation, never the primary's, and the signers'
 * access matrix counts them as the signer's own calls.
 */
export const notaryCallsForSigners = [getNotaryStateCall, requestNotarySessionCall, startKbaCall, answerKbaCall, signNotaryDeedCall] as const;

export const notaryCalls = [
  getNotaryStateCall,
  requestNotarySessionCall,
  startKbaCall,
  answerKbaCall,
  signNotaryDeedCall,
  reserveManualNotaryCall,
  openNotarySocketCall,
  createNotaryCall,
  listNotaryQueueCall,
  getNotarySessionCall,
  joinNotarySessionCall,
  completeNotarySessionCall,
  addNotarySignerCall,
  endNotarySessionCall,
  uploadNotaryRecordingCall,
  listNotaryJournalCall,
  listManualReservationsCall,
  completeManualNotaryCall,
] as const;
