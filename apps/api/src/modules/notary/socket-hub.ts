import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { ZNotarySocketFrame, type TNotarySocketEvent } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TNotaryBus, TNotaryBusEvent } from './notary-bus.ts';
import { findSession, loadWireSession } from './session-records.ts';

/** Largest frame a client may send: an SDP offer with its candidates fits easily. */
export const MAX_SIGNAL_FRAME_BYTES = 64 * 1024;
/** A socket with no ping for this long is gone; clients ping every 10 s. */
const IDLE_LIMIT_MS = 35_000;

/**
 * This process's session sockets, by session and participant. Signals go through the bus (any process) to the
 * named participant's sockets; joins and leaves are announced so peers (re)negotiate; session changes are
 * loaded once and pushed to every socket of the session.
 */
export const createNotarySocketHub = (options: { db: Db; bus: TNotaryBus; log: FastifyBaseLogger }) => {
  const { db, bus, log } = options;
  const sessions = new Map<string, Map<string, Set<WebSocket>>>();
  const send = (socket: WebSocket, event: TNotarySocketEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const socketsOf = (sessionUuid: string, participantUuid?: string): WebSocket[] => {
    const byParticipant = sessions.get(sessionUuid);
    if (!byParticipant) return [];
    if (participantUuid) return [...(byParticipant.get(participantUuid) ?? [])];
    return [...byParticipant.values()].flatMap((set) => [...set]);
  };

  const handle = async (event: TNotaryBusEvent) => {
    if (!sessions.has(event.sessionUuid)) return;
    if (event.kind === 'signal') {
      for (const socket of socketsOf(event.sessionUuid, event.to)) send(socket, { type: 'signal', from: event.from, payload: event.payload });
    } else if (event.kind === 'joined' || event.kind === 'left') {
      for (const [participantUuid, set] of sessions.get(event.sessionUuid) ?? []) {
        if (participantUuid === event.participantUuid) continue;
        for (const socket of set) send(socket, { type: 'presence', present: event.kind === 'joined' ? [event.participantUuid] : [], ...(event.kind === 'left' ? { left: event.participantUuid } : {}) } as TNotarySocketEvent);
        // Tell the newcomer who is already here (it may be on another process).
        if (event.kind === 'joined' && set.size > 0) {
          await bus.publish({ kind: 'present', sessionUuid: event.sessionUuid, participantUuid, to: event.participantUuid });
        }
      }
    } else if (event.kind === 'present') {
      for (const socket of socketsOf(event.sessionUuid, event.to)) send(socket, { type: 'presence', present: [event.participantUuid] });
    } else {
      const session = await findSession(db, event.sessionUuid);
      if (!session) return;
      const wire = await loadWireSession(db, session);
      for (const socket of socketsOf(event.sessionUuid)) send(socket, { type: 'session', session: wire });
    }
  };
  const unsubscribe = bus.subscribe((event) => {
    handle(event).catch((error: Error) => log.warn({ fault: error.message }, 'notary event not delivered'));
  });
  // Events were missed (the listening connection dropped, decision 064): every session with a socket here is
  // sent its state again. Missed signals and presence are not replayed: the clients signal again.
  const stopResync = bus.onResync(() => {
    for (const sessionUuid of sessions.keys())
      handle({ kind: 'session', sessionUuid }).catch((error: Error) => log.warn({ fault: error.message }, 'notary resync failed'));
  });

  /** Serves one participant's socket of a session (the participant check happened before). */
  const attach = async (socket: WebSocket, sessionUuid: string, participantUuid: string) => {
    const byParticipant = sessions.get(sessionUuid) ?? new Map<string, Set<WebSocket>>();
    sessions.set(sessionUuid, byParticipant);
    const set = byParticipant.get(participantUuid) ?? new Set<WebSocket>();
    byParticipant.set(participantUuid, set);
    set.add(socket);
    let lastPing = Date.now();
    const idle = setInterval(() => {
      if (Date.now() - lastPing > IDLE_LIMIT_MS) socket.terminate();
    }, 10_000);
    idle.unref();
    socket.on('message', (data, isBinary) => {
      lastPing = Date.now();
      let parsed: ReturnType<typeof ZNotarySocketFrame.safeParse> | undefined;
      try {
        parsed = isBinary ? undefined : ZNotarySocketFrame.safeParse(JSON.parse(String(data)));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        send(socket, { type: 'error', message: 'Send {"type":"ping"} or {"type":"signal","to","payload"}.' });
        return;
      }
      const frame = parsed.data;
      if (frame.type === 'ping') {
        send(socket, { type: 'pong' });
        return;
      }
      bus.publish({ kind: 'signal', sessionUuid, from: participantUuid, to: frame.to, payload: frame.payload }).catch((error: Error) => {
        log.warn({ fault: error.message }, 'notary signal not published');
      });
    });
    socket.on('close', () => {
      clearInterval(idle);
      set.delete(socket);
      if (set.size === 0 && byParticipant.get(participantUuid) === set) byParticipant.delete(participantUuid);
      if (byParticipant.size === 0 && sessions.get(sessionUuid) === byParticipant) sessions.delete(sessionUuid);
      bus.publish({ kind: 'left', sessionUuid, participantUuid }).catch(() => undefined);
    });
    const session = await findSession(db, sessionUuid);
    if (session) send(socket, { type: 'hello', participantUuid, session: await loadWireSession(db, session), present: [] });
    await bus.publish({ kind: 'joined', sessionUuid, participantUuid });
  };

  return {
    attach,
    /** Announces a change of the session to every participant (after the change committed). */
    announce: (sessionUuid: string) => bus.publish({ kind: 'session', sessionUuid }),
    openSockets: () => [...sessions.values()].reduce((sum, map) => sum + [...map.values()].reduce((n, set) => n + set.size, 0), 0),
    close: () => {
      unsubscribe();
      stopResync();
      for (const map of sessions.values()) for (const set of map.values()) for (const socket of set) socket.close(1001, 'server closing');
    },
  };
};
