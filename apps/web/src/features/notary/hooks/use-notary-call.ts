import { useCallback, useEffect, useRef, useState } from 'react';
import type { TNotarySession, TNotarySocketEvent, TNotaryState } from '@lintel/contract';
import { notarySocketUrl, type TTokenSource } from '../api/notary-calls.ts';

export type TCallStatus = 'connecting' | 'open' | 'reconnecting' | 'refused' | 'closed';
type TIceServers = TNotaryState['iceServers'];

const PING_MS = 10_000;
const RECONNECT_MS = [500, 1_000, 2_000, 4_000, 8_000];
/** The socket's close code for someone who is not a participant of the session. */
export const NOT_A_PARTICIPANT = 4404;

/**
 * The live side of a notary session: the session's websocket (signalling and the session's changes) and one
 * RTCPeerConnection per other participant (a mesh: the signer, the notary, later additional signers). Of two
 * participants the one with the smaller id makes the offer, so each pair negotiates once; a participant that
 * comes back (a dropped connection) is negotiated afresh. The socket reconnects with a growing pause.
 */
export const useNotaryCall = (options: {
  sessionUuid: string | null;
  localStream: MediaStream | null;
  iceServers: TIceServers;
  onSession?: (session: TNotarySession) => void;
  tokenSource?: TTokenSource;
}) => {
  const { sessionUuid, localStream, iceServers, tokenSource = 'applicant' } = options;
  const [status, setStatus] = useState<TCallStatus>('connecting');
  const [participantUuid, setParticipantUuid] = useState<string | null>(null);
  const [remoteStreams, setRemoteStreams] = useState<Record<string, MediaStream>>({});
  const onSession = useRef(options.onSession);
  useEffect(() => {
    onSession.current = options.onSession;
  });
  const peers = useRef(new Map<string, RTCPeerConnection>());
  const socketRef = useRef<WebSocket | null>(null);
  const selfRef = useRef<string | null>(null);

  const send = useCallback((frame: object) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  }, []);

  useEffect(() => {
    if (!sessionUuid || !localStream) return;
    let stopped = false;
    let attempt = 0;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const peerMap = peers.current;

    const dropPeer = (other: string) => {
      peerMap.get(other)?.close();
      peerMap.delete(other);
      setRemoteStreams((all) => {
        const { [other]: _gone, ...rest } = all;
        return rest;
      });
    };

    const createPeer = (other: string) => {
      dropPeer(other);
      const peer = new RTCPeerConnection({ iceServers });
      peerMap.set(other, peer);
      for (const track of localStream.getTracks()) peer.addTrack(track, localStream);
      peer.onicecandidate = (event) => {
        if (event.candidate) send({ type: 'signal', to: other, payload: { candidate: event.candidate.toJSON() } });
      };
      peer.ontrack = (event) => {
        const stream = event.streams[0] ?? new MediaStream([event.track]);
        setRemoteStreams((all) => ({ ...all, [other]: stream }));
      };
      peer.onconnectionstatechange = () => {
        if (peer.connectionState === 'failed' && peerMap.get(other) === peer && (selfRef.current ?? '') < other) void offerTo(other);
      };
      return peer;
    };

    const offerTo = async (other: string) => {
      const peer = createPeer(other);
      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      send({ type: 'signal', to: other, payload: { description: peer.localDescription?.toJSON() } });
    };

    const onSignal = async (from: string, payload: Record<string, unknown>) => {
      const description = payload.description as RTCSessionDescriptionInit | undefined;
      if (description?.type === 'offer') {
        const peer = createPeer(from);
        await peer.setRemoteDescription(description);
        const answer = await peer.createAnswer();
        await peer.setLocalDescription(answer);
        send({ type: 'signal', to: from, payload: { description: peer.localDescription?.toJSON() } });
      } else if (description?.type === 'answer') {
        await peerMap.get(from)?.setRemoteDescription(description);
      } else if (payload.candidate) {
        await peerMap.get(from)?.addIceCandidate(payload.candidate as RTCIceCandidateInit).catch(() => undefined);
      }
    };

    const connect = () => {
      const socket = new WebSocket(notarySocketUrl(sessionUuid, tokenSource));
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        pingTimer = setInterval(() => send({ type: 'ping' }), PING_MS);
      };
      socket.onmessage = (message) => {
        const event = JSON.parse(String(message.data)) as TNotarySocketEvent;
        if (event.type === 'hello') {
          selfRef.current = event.participantUuid;
          setParticipantUuid(event.participantUuid);
          setStatus('open');
          onSession.current?.(event.session);
        } else if (event.type === 'presence') {
          if (event.left) dropPeer(event.left);
          for (const other of event.present) {
            if ((selfRef.current ?? '') < other) void offerTo(other);
          }
        } else if (event.type === 'signal') {
          void onSignal(event.from, event.payload);
        } else if (event.type === 'session') {
          onSession.current?.(event.session);
        }
      };
      socket.onclose = (event) => {
        clearInterval(pingTimer);
        if (stopped) return;
        if (event.code === NOT_A_PARTICIPANT) {
          setStatus('refused');
          return;
        }
        setStatus('reconnecting');
        retryTimer = setTimeout(connect, RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]);
        attempt += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearInterval(pingTimer);
      clearTimeout(retryTimer);
      socketRef.current?.close(1000, 'left');
      for (const other of [...peerMap.keys()]) dropPeer(other);
      setStatus('closed');
    };
  }, [sessionUuid, localStream, iceServers, send, tokenSource]);

  /** Bytes received so far over every peer connection (WebRTC stats), for the connection indicator and tests. */
  const bytesReceived = useCallback(async () => {
    let total = 0;
    for (const peer of peers.current.values()) {
      const stats = await peer.getStats();
      stats.forEach((report: { type?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp') total += report.bytesReceived ?? 0;
      });
    }
    return total;
  }, []);

  return { status, participantUuid, remoteStreams, bytesReceived };
};
