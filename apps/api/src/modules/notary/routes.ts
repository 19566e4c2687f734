import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addNotarySignerCall,
  answerKbaCall,
  completeManualNotaryCall,
  completeNotarySessionCall,
  createNotaryCall,
  endNotarySessionCall,
  getNotarySessionCall,
  getNotaryStateCall,
  joinNotarySessionCall,
  listManualReservationsCall,
  listNotaryJournalCall,
  listNotaryQueueCall,
  NOTARY_RECORDING_MAX_BYTES,
  openNotarySocketCall,
  requestNotarySessionCall,
  reserveManualNotaryCall,
  routePathOf,
  signNotaryDeedCall,
  startKbaCall,
  tagOf,
  uploadNotaryRecordingCall,
  ZErrorBody,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { createAgent } from '../identity/index.ts';
import { findNotaryState, requestNotarySession, reserveManualNotary, type TApplicantScope } from './applicant-notary.ts';
import { signingDeedSource, type TDeedSource } from './deed.ts';
import { answerKba, startKba } from './kba.ts';
import { completeManualNotary, listManualReservations } from './manual-notary.ts';
import { createNotaryBus } from './notary-bus.ts';
import {
  completeNotarySession,
  endNotarySession,
  findSessionDetail,
  joinNotarySession,
  listNotaryJournal,
  listNotaryQueue,
  saveCommission,
  ownSession,
  sessionInOrgs,
  storeNotaryRecording,
} from './notary-room.ts';
import { findParticipants, findSession, OPEN_STATES } from './session-records.ts';
import { signNotaryDeed } from './sign-deed.ts';
import { addSignerOfApplication } from './session-signers.ts';
import { createNotarySocketHub, MAX_SIGNAL_FRAME_BYTES } from './socket-hub.ts';

const APPLICANT = ['APPLICANT'] as const;
/** The owner, or an additional signer of the application (their own turn in the same session). */
const SIGNERS = ['APPLICANT', 'ADDITIONAL_SIGNER'] as const;
const NOTARY = ['NOTARY'] as const;
const AGENTS = ['AGENT', 'ADMIN'] as const;
const isUuid = (value: string) => z.uuid().safeParse(value).success;
const uuidOr404 = (value: string) => {
  if (!isUuid(value)) throw notFound();
  return value;
};

/**
 * A co-owner's notary calls name their application in `?applicationUuid=` as every signer call does (decision 052):
 * another application than the path's is a 404, like an application that is not the caller's.
 */
const sameApplicationOr404 = (uuid: string, named: string | undefined) => {
  if (named !== undefined && named.toLowerCase() !== uuid.toLowerCase()) throw notFound();
  return uuid;
};

export type TNotaryRoutesOptions = { deeds?: TDeedSource };

/** The notary step (issue 13): the applicant's session and manual path, the notary room, the session socket. */
export const notaryRoutes: FastifyPluginAsyncZod<TNotaryRoutesOptions> = async (app, options) => {
  const { db, files, sealer, config } = app;
  const deeds = options.deeds ?? signingDeedSource;
  const bus = createNotaryBus({ db, log: app.log, notifications: app.notifications });
  const hub = createNotarySocketHub({ db, bus, log: app.log });
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => bus.close());
  // The recording arrives as the MediaRecorder's WebM bytes.
  app.addContentTypeParser(['video/webm', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: NOTARY_RECORDING_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const applicantScope = (request: { params: { uuid: string }; query?: unknown; orgCode: string; caller: unknown }): TApplicantScope => ({
    db,
    uuid: sameApplicationOr404(uuidOr404(request.params.uuid), (request.query as { applicationUuid?: string } | undefined)?.applicationUuid),
    identityUuid: callerOf(request as never).identityUuid,
    organizationCode: request.orgCode,
    iceServers: config.notaryIceServers,
  });
  const applicant = { preHandler: requireCaller(SIGNERS) };
  const ownerOnly = { preHandler: requireCaller(APPLICANT) };
  const notary = { preHandler: requireCaller(NOTARY) };

  registerCall(app, getNotaryStateCall, applicant, async (request) => findNotaryState(applicantScope(request)));

  registerCall(app, requestNotarySessionCall, { ...applicant, config: { rateLimit: perMinute(30) } }, async (request) => {
    const answer = await requestNotarySession({ ...applicantScope(request), files, deeds, request: request.body });
    // A new session, or a co-owner joining the open one: the participants (and the notary room) learn of it.
    await hub.announce(answer.sessionUuid);
    return answer.state;
  });

  registerCall(app, startKbaCall, { ...applicant, config: { rateLimit: perMinute(20) } }, async (request) => startKba(applicantScope(request)));

  registerCall(app, answerKbaCall, { ...applicant, config: { rateLimit: perMinute(20) } }, async (request) => {
    const scope = applicantScope(request);
    const result = await answerKba({ ...scope, attemptUuid: uuidOr404(request.params.attemptUuid), answers: request.body.answers });
    const state = await findNotaryState(scope);
    if (state.session) await hub.announce(state.session.uuid);
    return { outcome: result.outcome, correct: result.correct, attemptsLeft: result.attemptsLeft };
  });

  registerCall(app, signNotaryDeedCall, applicant, async (request) => {
    const state = await signNotaryDeed({
      ...applicantScope(request),
      files,
      deeds,
      signature: request.body.signature,
      ipAddress: request.ip ?? '',
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    if (state.session) await hub.announce(state.session.uuid);
    return state;
  });

  registerCall(app, reserveManualNotaryCall, ownerOnly, async (request) => reserveManualNotary({ ...applicantScope(request), request: request.body }));

  // The session's websocket: described by openNotarySocketCall, routed by hand since registerCall knows no
  // websockets. Only the session's participants (its signers and its notary) get in; anyone else is closed 4404.
  app.route({
    method: 'GET',
    url: routePathOf(openNotarySocketCall.path),
    config: { callId: openNotarySocketCall.id },
    schema: {
      operationId: openNotarySocketCall.id,
      summary: openNotarySocketCall.summary,
      tags: [tagOf(openNotarySocketCall)],
      querystring: openNotarySocketCall.query,
      response: { 400: ZErrorBody },
    },
    handler: async () => {
      throw badRequest('Open this path as a websocket.');
    },
    wsHandler: async (socket, request) => {
      try {
        socket.on('message', (data: Buffer) => {
          if (data.length > MAX_SIGNAL_FRAME_BYTES) socket.close(1009, 'Frame too large.');
        });
        const query = request.query as { token?: string; org?: string };
        const sessionUuid = (request.params as { sessionUuid: string }).sessionUuid;
        const caller = await app.callerOfToken(query.token, query.org ?? request.orgCode);
        const session = caller && isUuid(sessionUuid) ? await findSession(db, sessionUuid) : undefined;
        if (!caller || !session || !caller.orgCodes.includes(session.organizationCode) || !(OPEN_STATES as readonly string[]).includes(session.state)) {
          socket.close(4404, 'Not a participant of this session.');
          return;
        }
        const participant = (await findParticipants(db, session.uuid)).find((p) => p.identityUuid === caller.identityUuid);
        if (!participant) {
          socket.close(4404, 'Not a participant of this session.');
          return;
        }
        await hub.attach(socket, session.uuid, participant.uuid);
      } catch (error) {
        app.log.warn({ fault: (error as Error).message }, 'notary socket refused');
        socket.close(4404, 'Not a participant of this session.');
      }
    },
  });

  registerCall(app, createNotaryCall, { preHandler: requireCaller(['ADMIN']) }, async (request, reply) => {
    const { email, password, orgCodes, commission } = request.body;
    const { identityUuid } = await createAgent({ db, email, password, orgCodes, extraRoles: ['NOTARY'] }).catch((error: Error) => {
      throw badRequest(error.message);
    });
    await saveCommission(db, identityUuid, commission);
    return reply.status(201).send({ identityUuid });
  });

  const notaryScope = (request: Parameters<typeof callerOf>[0]) => ({ db, caller: callerOf(request), iceServers: config.notaryIceServers });

  registerCall(app, listNotaryQueueCall, notary, async (request) => listNotaryQueue(notaryScope(request)));

  registerCall(app, getNotarySessionCall, notary, async (request) => {
    const scope = notaryScope(request);
    return findSessionDetail(scope, await sessionInOrgs(scope, request.params.sessionUuid));
  });

  registerCall(app, joinNotarySessionCall, notary, async (request) => {
    const scope = notaryScope(request);
    const session = await joinNotarySession({ ...scope, sessionUuid: request.params.sessionUuid });
    await hub.announce(session.uuid);
    return findSessionDetail(scope, session);
  });

  registerCall(app, addNotarySignerCall, notary, async (request) => {
    const scope = notaryScope(request);
    const session = await ownSession(scope, request.params.sessionUuid);
    await addSignerOfApplication({ db, session, signerUuid: request.body.signerUuid });
    await hub.announce(session.uuid);
    return findSessionDetail(scope, session);
  });

  registerCall(app, endNotarySessionCall, notary, async (request) => {
    const scope = notaryScope(request);
    const session = await endNotarySession({ ...scope, sessionUuid: request.params.sessionUuid, reason: request.body.reason });
    await hub.announce(session.uuid);
    return findSessionDetail(scope, session);
  });

  registerCall(app, completeNotarySessionCall, notary, async (request) => {
    const scope = notaryScope(request);
    const session = await completeNotarySession({ ...scope, sessionUuid: request.params.sessionUuid, files, sealer, deeds, seal: request.body.seal });
    await hub.announce(session.uuid);
    return findSessionDetail(scope, session);
  });

  registerCall(app, uploadNotaryRecordingCall, { ...notary, bodyLimit: NOTARY_RECORDING_MAX_BYTES }, async (request, reply) => {
    const body = (request as unknown as { body: unknown }).body;
    if (!Buffer.isBuffer(body)) throw badRequest('Send the recording as video/webm.');
    const stored = await storeNotaryRecording({ ...notaryScope(request), sessionUuid: request.params.sessionUuid, files, bytes: new Uint8Array(body) });
    await hub.announce(request.params.sessionUuid);
    return reply.status(201).send(stored);
  });

  registerCall(app, listNotaryJournalCall, notary, async (request) => listNotaryJournal(notaryScope(request)));

  registerCall(app, listManualReservationsCall, { preHandler: requireCaller(AGENTS) }, async (request) => listManualReservations(notaryScope(request)));

  registerCall(app, completeManualNotaryCall, { preHandler: requireCaller(AGENTS) }, async (request) =>
    completeManualNotary({ ...notaryScope(request), uuid: uuidOr404(request.params.uuid), scanDocumentUuid: request.body.scanDocumentUuid }),
  );
};
