import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TNotarySession } from '@lintel/contract';
import { securityInstrumentWordsOf } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { PdfViewer } from '@/ui/pdf-viewer.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import '@/ui/layout.css';
import { notaryStateKey, useDocumentBlob, useNotaryState, useSignNotaryDeed } from '../api/notary-calls.ts';
import { useLocalMedia } from '../hooks/use-local-media.ts';
import { useNotaryCall } from '../hooks/use-notary-call.ts';
import { primaryNotaryFlow, type TNotaryFlow } from '../lib/notary-flow.ts';
import { KbaPanel } from './kba-panel.tsx';
import { renderTypedSignature } from '@/lib/signing/typed-signature.ts';
import { VideoTile } from './video-tile.tsx';
import '../notary.css';
import { dateTimeText } from '@/lib/date-time-text.ts';

const CALL_STATUS_TEXT = {
  connecting: 'Connecting…',
  open: 'Connected',
  reconnecting: 'The connection dropped. Reconnecting…',
  refused: 'This session is not yours.',
  closed: 'Disconnected',
} as const;

/**
 * notary/session: live audio and video with the notary (WebRTC through the session websocket), the identity
 * questions, the deed shown and signed while the notary watches; then the notary seals it. Anything that ends the
 * session goes to notary/error; completion goes on to the application's next screen.
 */
export const NotarySession = ({ flow, onDone }: { flow: TNotaryFlow; onDone?: () => void }) => {
  const { uuid, paths } = flow;
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = useNotaryState(uuid);
  const [session, setSession] = useState<TNotarySession | null>(null);
  const media = useLocalMedia();
  const sign = useSignNotaryDeed();
  const [signature, setSignature] = useState('');
  const [signError, setSignError] = useState<string | null>(null);
  const current = session ?? state.data?.session ?? null;
  const sessionUuid = current && ['WAITING', 'SCHEDULED', 'IN_PROGRESS'].includes(current.state) ? current.uuid : null;
  const iceServers = useMemo(() => state.data?.iceServers ?? [], [state.data?.iceServers]);
  const call = useNotaryCall({ sessionUuid, localStream: media.stream, iceServers, onSession: setSession });
  const me = current?.participants.find((p) => p.uuid === (call.participantUuid ?? state.data?.participantUuid));
  const notary = current?.participants.find((p) => p.role === 'NOTARY');
  const deed = useDocumentBlob(me?.kbaStatus === 'PASSED' ? (current?.deedDocumentUuid ?? null) : null);
  // The property state's instrument: a deed of trust, a mortgage or a security deed (decision 090).
  const instrument = state.data ? securityInstrumentWordsOf(state.data.propertyState) : { title: 'Deed', noun: 'deed' };

  // The session's end decides the next page: completion goes on, anything else explains on notary/error.
  useEffect(() => {
    if (!current) return;
    if (current.state === 'COMPLETED') {
      void client.invalidateQueries({ queryKey: notaryStateKey(uuid) });
      onDone?.();
      void navigate(paths.done, { replace: true });
    } else if (current.state === 'ENDED') {
      void navigate(paths.error, { replace: true });
    }
  }, [current, client, navigate, uuid, paths.done, paths.error, onDone]);

  const remote = notary ? (call.remoteStreams[notary.uuid] ?? null) : (Object.values(call.remoteStreams)[0] ?? null);

  const onSign = async () => {
    setSignError(null);
    if (!signature.trim()) {
      setSignError('Please type your full name to sign.');
      return;
    }
    try {
      const typedName = signature.trim();
      await sign.mutateAsync({ uuid, request: { signature: { method: 'TYPED', typedName, image: await renderTypedSignature(typedName) } } });
    } catch (caught) {
      setSignError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <section className="notary-page notary-session">
      <PageHeading>Your notary session</PageHeading>
      {state.isPending ? (
        <p role="status">
          <Spinner /> Loading
        </p>
      ) : null}
      {state.isSuccess && !current ? (
        <p>
          You have no open session. <Link to={paths.intro}>Start one</Link>
        </p>
      ) : null}
      {media.error ? (
        <ErrorAlert title="Camera or microphone">
          <p>{media.error}</p>
        </ErrorAlert>
      ) : null}
      {current && sessionUuid ? (
        <>
          <p role="status" className="notary-call-status" data-status={call.status}>
            {CALL_STATUS_TEXT[call.status]}
            {current.notaryJoined ? '' : ' Waiting for your notary to join.'}
            {current.state === 'SCHEDULED' && current.scheduledFor ? ` Your session is scheduled for ${dateTimeText(current.scheduledFor)}.` : ''}
          </p>
          <div className="notary-videos">
            <VideoTile stream={remote} label={notary ? `Notary ${notary.name}` : 'Your notary'} testId="remote-video" />
            <VideoTile stream={media.stream} label="You" muted testId="local-video" />
          </div>
          {me && me.kbaStatus === 'NOT_STARTED' ? (
            <KbaPanel uuid={uuid} failedAttempts={me.kbaFailedAttempts} onResult={() => void state.refetch()} />
          ) : null}
          {me && me.kbaStatus === 'PASSED' ? (
            <section className="notary-panel" aria-labelledby="deed-heading">
              <h2 id="deed-heading">Your {instrument.noun}</h2>
              <p>Your identity is confirmed. Read the {instrument.noun} with your notary, then sign it.</p>
              {deed.data ? <PdfViewer file={deed.data} title={instrument.title} /> : null}
              {!current.deedDocumentUuid ? <p>The {instrument.noun} is being prepared.</p> : null}
              {me.signedAt ? (
                <p role="status">You signed the {instrument.noun}. Your notary is now sealing it.</p>
              ) : (
                <div className="form">
                  <label className="notary-field">
                    Type your full name to sign
                    <input type="text" autoComplete="name" maxLength={100} value={signature} onChange={(event) => setSignature(event.target.value)} />
                  </label>
                  {signError ? (
                    <ErrorAlert>
                      <p>{signError}</p>
                    </ErrorAlert>
                  ) : null}
                  <Button onClick={() => void onSign()} disabled={sign.isPending || !current.notaryJoined}>
                    Sign the {instrument.noun}
                  </Button>
                  {!current.notaryJoined ? <p className="notary-note">You can sign once your notary has joined.</p> : null}
                </div>
              )}
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  );
};

export const NotarySessionPage = () => {
  const { uuid = '' } = useParams();
  return <NotarySession flow={primaryNotaryFlow(uuid)} />;
};

export { NotarySessionPage as Component };
