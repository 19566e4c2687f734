import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addNotarySignerCall,
  answerKbaCall,
  completeManualNotaryCall,
  completeNotarySessionCall,
  endNotarySessionCall,
  getNotarySessionCall,
  getNotaryStateCall,
  joinNotarySessionCall,
  listManualReservationsCall,
  listNotaryJournalCall,
  listNotaryQueueCall,
  NOTARY_SOCKET_PATH,
  requestNotarySessionCall,
  reserveManualNotaryCall,
  signNotaryDeedCall,
  startKbaCall,
  uploadNotaryRecordingCall,
  urlOf,
  ZKbaQuiz,
  ZKbaResult,
  ZManualReservation,
  ZNotaryJournalEntry,
  ZNotaryQueueEntry,
  ZNotarySessionDetail,
  ZNotaryState,
  type TKbaAnswerRequest,
  type TRequestNotarySessionRequest,
  type TSignDeedRequest,
} from '@lintel/contract';
import type { TManualNotaryRequest } from '@lintel/domain';
import { api, apiRequest, type TTokenStore } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { getOrgCode } from '@/lib/org.ts';
import { readToken } from '@/lib/session.ts';
import { signerApplicationUuid } from '@/lib/signer-application.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

export const notaryStateKey = (uuid: string) => ['notary-state', uuid] as const;

/**
 * A co-owner's notary calls name their application in `?applicationUuid=` like every signer call (decisions 042
 * and 052): sent when the application is the one the signer remembered (heloc-signer pages); the primary's own
 * pages send none.
 */
export const notaryScopeQuery = (uuid: string): { applicationUuid?: string } => (signerApplicationUuid() === uuid ? { applicationUuid: uuid } : {});

export const getNotaryState = async (uuid: string) => ZNotaryState.parse(await api.get(urlOf(getNotaryStateCall, { uuid }, notaryScopeQuery(uuid))));
export const useNotaryState = (uuid: string, refetchInterval?: number) =>
  useQuery({ queryKey: notaryStateKey(uuid), queryFn: () => getNotaryState(uuid), refetchInterval });

const useStateMutation = <TInput>(run: (input: TInput) => Promise<ReturnType<typeof ZNotaryState.parse>>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (state) => client.setQueryData(notaryStateKey(state.uuid), state) });
};

export const useRequestNotarySession = () =>
  useStateMutation(async ({ uuid, request }: { uuid: string; request: TRequestNotarySessionRequest }) =>
    ZNotaryState.parse(await api.post(urlOf(requestNotarySessionCall, { uuid }, notaryScopeQuery(uuid)), request)),
  );

export const useReserveManualNotary = () =>
  useStateMutation(async ({ uuid, request }: { uuid: string; request: TManualNotaryRequest }) =>
    ZNotaryState.parse(await api.post(urlOf(reserveManualNotaryCall, { uuid }), request)),
  );

export const useSignNotaryDeed = () =>
  useStateMutation(async ({ uuid, request }: { uuid: string; request: TSignDeedRequest }) =>
    ZNotaryState.parse(await api.post(urlOf(signNotaryDeedCall, { uuid }, notaryScopeQuery(uuid)), request)),
  );

export const startKba = async (uuid: string) => ZKbaQuiz.parse(await api.post(urlOf(startKbaCall, { uuid }, notaryScopeQuery(uuid))));
export const answerKba = async ({ uuid, attemptUuid, request }: { uuid: string; attemptUuid: string; request: TKbaAnswerRequest }) =>
  ZKbaResult.parse(await api.post(urlOf(answerKbaCall, { uuid, attemptUuid }, notaryScopeQuery(uuid)), request));

/**
 * The notary room runs in the agents' console (/ops): its calls carry the console's agent token (its own slot,
 * decision 034), never the applicant's.
 */
export const agentTokens: TTokenStore = {
  read: () => {
    try {
      return window.localStorage.getItem(STORAGE_KEYS.opsJwt);
    } catch {
      return null;
    }
  },
  store: (token) => window.localStorage.setItem(STORAGE_KEYS.opsJwt, token),
};
export type TTokenSource = 'applicant' | 'agent';
const tokenOf = (source: TTokenSource) => (source === 'agent' ? agentTokens.read() : readToken()) ?? '';

/** The session websocket's URL: token and org in the query, since browsers cannot set headers on it. */
export const notarySocketUrl = (sessionUuid: string, source: TTokenSource = 'applicant'): string => {
  const url = new URL(NOTARY_SOCKET_PATH.replace('{sessionUuid}', encodeURIComponent(sessionUuid)), window.location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('org', getOrgCode());
  url.searchParams.set('token', tokenOf(source));
  return url.toString();
};

const agentOptions = { redirectOnUnauthenticated: false, tokenStore: agentTokens } as const;
const agentApi = {
  get: (path: string) => apiRequest(path, { ...agentOptions, method: 'GET' }),
  post: (path: string, body?: unknown) => apiRequest(path, { ...agentOptions, method: 'POST', body }),
};

export const notaryQueueKey = ['notary-queue'] as const;
export const useNotaryQueue = (enabled: boolean) =>
  useQuery({
    queryKey: notaryQueueKey,
    enabled,
    refetchInterval: 5_000,
    queryFn: async () => ZNotaryQueueEntry.array().parse(await agentApi.get(urlOf(listNotaryQueueCall, {}))),
  });

export const notarySessionKey = (sessionUuid: string) => ['notary-session', sessionUuid] as const;
export const useNotarySessionDetail = (sessionUuid: string | null) =>
  useQuery({
    queryKey: notarySessionKey(sessionUuid ?? ''),
    enabled: sessionUuid !== null,
    queryFn: async () => ZNotarySessionDetail.parse(await agentApi.get(urlOf(getNotarySessionCall, { sessionUuid: sessionUuid! }))),
  });

const useDetailMutation = (run: (sessionUuid: string) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sessionUuid: string) => ZNotarySessionDetail.parse(await run(sessionUuid)),
    onSuccess: (detail) => {
      client.setQueryData(notarySessionKey(detail.session.uuid), detail);
      void client.invalidateQueries({ queryKey: notaryQueueKey });
    },
  });
};
/** The notary adds a co-owner who accepted the invitation to the session (409 with a message before that). */
export const useAddNotarySigner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ sessionUuid, signerUuid }: { sessionUuid: string; signerUuid: string }) =>
      ZNotarySessionDetail.parse(await agentApi.post(urlOf(addNotarySignerCall, { sessionUuid }), { signerUuid })),
    onSuccess: (detail) => client.setQueryData(notarySessionKey(detail.session.uuid), detail),
  });
};
export const useJoinNotarySession = () => useDetailMutation((sessionUuid) => agentApi.post(urlOf(joinNotarySessionCall, { sessionUuid })));
/** Completes with the notary's seal drawn from the commission (the deed's notary acknowledgement place). */
export const useCompleteNotarySession = (seal: () => Promise<string>) =>
  useDetailMutation(async (sessionUuid) => agentApi.post(urlOf(completeNotarySessionCall, { sessionUuid }), { seal: await seal() }));
export const useEndNotarySession = () =>
  useDetailMutation((sessionUuid) => agentApi.post(urlOf(endNotarySessionCall, { sessionUuid }), { reason: 'NOTARY_ENDED' }));

export const useNotaryJournal = (enabled: boolean) =>
  useQuery({
    queryKey: ['notary-journal'],
    enabled,
    queryFn: async () => ZNotaryJournalEntry.array().parse(await agentApi.get(urlOf(listNotaryJournalCall, {}))),
  });

export const useManualReservations = (enabled: boolean) =>
  useQuery({
    queryKey: ['manual-notary-reservations'],
    enabled,
    queryFn: async () => ZManualReservation.array().parse(await agentApi.get(urlOf(listManualReservationsCall, {}))),
  });

export const completeManualNotary = async ({ uuid, scanDocumentUuid }: { uuid: string; scanDocumentUuid: string }) =>
  ZManualReservation.parse(await agentApi.post(urlOf(completeManualNotaryCall, { uuid }), { scanDocumentUuid }));

/** POST the recording's WebM bytes as they are (not JSON), with the same headers as every call. */
export const uploadNotaryRecording = async ({ sessionUuid, recording }: { sessionUuid: string; recording: Blob }) => {
  const response = await fetch(urlOf(uploadNotaryRecordingCall, { sessionUuid }), {
    method: 'POST',
    headers: { 'content-type': 'video/webm', 'x-org': getOrgCode(), authorization: `Bearer ${tokenOf('agent')}` },
    body: recording,
  });
  if (!response.ok) throw new ApiError({ status: response.status, message: 'The recording could not be stored.', body: undefined });
  return (await response.json()) as { documentUuid: string };
};

/** A document's bytes (the deed, the ID images) as a Blob, with the caller's token. */
export const fetchDocumentBlob = async (documentUuid: string, source: TTokenSource = 'applicant'): Promise<Blob> => {
  const response = await fetch(`/service-document/api/v1/documents/${encodeURIComponent(documentUuid)}`, {
    headers: { 'x-org': getOrgCode(), authorization: `Bearer ${tokenOf(source)}` },
  });
  if (!response.ok) throw new ApiError({ status: response.status, message: 'The document could not be opened.', body: undefined });
  return response.blob();
};

export const useDocumentBlob = (documentUuid: string | null, source: TTokenSource = 'applicant') =>
  useQuery({ queryKey: ['document-blob', documentUuid, source], enabled: documentUuid !== null, queryFn: () => fetchDocumentBlob(documentUuid!, source), staleTime: Infinity });
