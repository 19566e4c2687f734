import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { securityInstrumentWordsOf } from '@lintel/domain';
import type { TNotarySession } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { PdfViewer } from '@/ui/pdf-viewer.tsx';
import {
  notarySessionKey,
  uploadNotaryRecording,
  useCompleteNotarySession,
  useDocumentBlob,
  useEndNotarySession,
  useJoinNotarySession,
  useNotaryJournal,
  useNotaryQueue,
  useNotarySessionDetail,
} from '../api/notary-calls.ts';
import { useLocalMedia } from '../hooks/use-local-media.ts';
import { useNotaryCall } from '../hooks/use-notary-call.ts';
import { useSessionRecorder } from '../hooks/use-session-recorder.ts';
import { drawNotarySeal } from '../lib/signature-images.ts';
import { AddSignerDialog } from './add-signer-dialog.tsx';
import { VideoTile } from './video-tile.tsx';
import '../notary.css';
import { dateTimeText, timeText } from '@/lib/date-time-text.ts';

const IdImage = ({ documentUuid, label }: { documentUuid: string; label: string }) => {
  const blob = useDocumentBlob(documentUuid, 'agent');
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? <img className="notary-id-image" src={url} alt={label} /> : <p>{label}: loading…</p>;
};

/** The live session from the notary's side: video, identity evidence, the deed, seal (complete) or end. */
const NotaryLiveSession = ({ sessionUuid, onLeave }: { sessionUuid: string; onLeave: () => void }) => {
  const client = useQueryClient();
  const detail = useNotarySessionDetail(sessionUuid);
  const media = useLocalMedia();
  const [pushed, setPushed] = useState<TNotarySession | null>(null);
  const session = pushed ?? detail.data?.session ?? null;
  const iceServers = useMemo(() => detail.data?.iceServers ?? [], [detail.data?.iceServers]);
  const live = session && session.state === 'IN_PROGRESS' ? sessionUuid : null;
  const call = useNotaryCall({ sessionUuid: live, localStream: media.stream, iceServers, onSession: setPushed, tokenSource: 'agent' });
  // Several owners sign in turn (the primary, then additional signers): the notary follows the first who has not signed.
  const signers = session?.participants.filter((p) => p.role === 'SIGNER') ?? [];
  const signer = signers.find((p) => !p.signedAt) ?? signers[0];
  const remote = signer ? (call.remoteStreams[signer.uuid] ?? null) : null;
  const recorder = useSessionRecorder(media.stream, remote);
  const deed = useDocumentBlob(session?.deedDocumentUuid ?? null, 'agent');
  // The property state's instrument, as the document itself is titled (decision 090).
  const instrument = detail.data ? securityInstrumentWordsOf(detail.data.propertyState).title : 'Deed';
  const commission = detail.data?.commission ?? null;
  const complete = useCompleteNotarySession(async () => {
    if (!commission) throw new Error('no commission');
    return drawNotarySeal(commission);
  });
  const end = useEndNotarySession();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const allSigned = Boolean(session?.participants.filter((p) => p.role === 'SIGNER').every((p) => p.kbaStatus === 'PASSED' && p.signedAt));

  const storeRecording = async () => {
    const recording = await recorder.stop();
    if (recording && recording.size > 0) await uploadNotaryRecording({ sessionUuid, recording });
  };

  const finish = async (kind: 'complete' | 'end') => {
    setError(null);
    try {
      await storeRecording();
      const result = await (kind === 'complete' ? complete : end).mutateAsync(sessionUuid);
      setPushed(result.session);
      setNotice(kind === 'complete' ? 'The deed is notarized and sealed. The journal entry is written.' : 'The session has ended.');
      void client.invalidateQueries({ queryKey: notarySessionKey(sessionUuid) });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  if (!detail.data || !session) return <p role="status">Loading the session…</p>;
  // The ID check of the signer the notary follows (decision 051): a co-owner's own, never the primary's for them.
  const id = signer ? (detail.data.signerIdChecks.find((check) => check.participantUuid === signer.uuid) ?? null) : detail.data.idVerification;
  return (
    <section className="notary-room__session" aria-labelledby="live-heading">
      <h2 id="live-heading">Session with {detail.data.signerName}</h2>
      <p role="status" data-status={call.status}>
        {session.state === 'IN_PROGRESS' ? (call.status === 'open' ? 'Connected' : 'Connecting…') : `Session ${session.state.toLowerCase()}`}
        {recorder.recording() ? ' · Recording' : ''}
      </p>
      <div className="notary-videos">
        <VideoTile stream={remote} label={`Signer ${detail.data.signerName}`} testId="remote-video" />
        <VideoTile stream={media.stream} label="You (notary)" muted testId="local-video" />
      </div>
      <div className="notary-room__evidence">
        <section aria-labelledby="proofing-heading">
          <h3 id="proofing-heading">Identity proofing</h3>
          <p>
            {signer ? `${signer.name}'s ID check` : 'ID check'}: {id ? `${id.idType} ${id.result}` : 'no ID on file'}. Knowledge-based questions:{' '}
            {signer ? (signer.kbaStatus === 'PASSED' ? 'passed' : signer.kbaStatus === 'FAILED' ? 'failed' : `not passed yet (${signer.kbaFailedAttempts} failed)`) : '—'}.
          </p>
          <p>
            {instrument}: {signer?.signedAt ? `signed ${timeText(signer.signedAt)}` : 'not signed yet'}.
          </p>
          {signers.length > 1 ? (
            <ul aria-label="Signers in this session">
              {signers.map((p) => (
                <li key={p.uuid}>
                  {p.name}: {p.signedAt ? 'signed' : p.kbaStatus === 'PASSED' ? 'identity confirmed, not signed yet' : 'identity questions not passed yet'}
                </li>
              ))}
            </ul>
          ) : null}
          {id ? (
            <div className="notary-room__ids">
              <IdImage key={id.frontDocumentUuid} documentUuid={id.frontDocumentUuid} label={`Front of ${signer?.name ?? 'the signer'}’s ID`} />
              {id.backDocumentUuid ? <IdImage key={id.backDocumentUuid} documentUuid={id.backDocumentUuid} label={`Back of ${signer?.name ?? 'the signer'}’s ID`} /> : null}
            </div>
          ) : null}
        </section>
        {deed.data ? <PdfViewer file={deed.data} title={instrument} /> : <p>The {instrument.toLowerCase()} appears here once it is ready.</p>}
      </div>
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      <div className="notary-actions">
        {session.state === 'IN_PROGRESS' ? (
          <>
            <Button onClick={() => void finish('complete')} disabled={!allSigned || complete.isPending}>
              Seal and complete
            </Button>
            {detail.data.additionalSigners.length > 0 ? (
              <Button variant="secondary" onClick={() => setAdding(true)}>
                Add signer
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => void finish('end')} disabled={end.isPending}>
              End the session
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onLeave}>
            Back to the queue
          </Button>
        )}
      </div>
      <AddSignerDialog
        sessionUuid={sessionUuid}
        coOwners={detail.data.additionalSigners.filter((coOwner) => !coOwner.inSession)}
        isOpen={adding}
        onClose={() => setAdding(false)}
        onAdded={(name) => {
          setPushed(null);
          setNotice(`${name} is added to the session. They join from their own notary page.`);
        }}
      />
    </section>
  );
};

/**
 * The notary room (/ops/notary) for agents with the NOTARY role: the queue of signers waiting or scheduled, join,
 * the live session, and the notary's journal.
 */
export const NotaryRoomPage = () => {
  const queue = useNotaryQueue(true);
  const journal = useNotaryJournal(true);
  const join = useJoinNotarySession();
  // The joined session lives in the address, so a reload (or a dropped tab) comes back to it.
  const [params, setParams] = useSearchParams();
  const active = params.get('session');
  const setActive = (sessionUuid: string | null) => setParams(sessionUuid ? { session: sessionUuid } : {}, { replace: true });
  const [error, setError] = useState<string | null>(null);

  const onJoin = async (sessionUuid: string) => {
    setError(null);
    try {
      await join.mutateAsync(sessionUuid);
      setActive(sessionUuid);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <section className="notary-room">
      <PageHeading>Notary room</PageHeading>
      {queue.isError ? (
        <ErrorAlert>
          <p>{isApiError(queue.error) && queue.error.status === 404 ? 'The notary room is for agents with the notary role.' : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      {active ? (
        <NotaryLiveSession
          sessionUuid={active}
          onLeave={() => {
            setActive(null);
            void journal.refetch();
          }}
        />
      ) : (
        <section aria-labelledby="queue-heading">
          <h2 id="queue-heading">Signers waiting or scheduled</h2>
          {queue.data && queue.data.length === 0 ? <p>No one is waiting.</p> : null}
          {queue.data && queue.data.length > 0 ? (
            <table className="notary-table">
              <thead>
                <tr>
                  <th scope="col">Signer</th>
                  <th scope="col">State</th>
                  <th scope="col">Session</th>
                  <th scope="col">Identity questions</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {queue.data.map((entry) => (
                  <tr key={entry.session.uuid}>
                    <td>{entry.signerName}</td>
                    <td>{entry.propertyState}</td>
                    <td>
                      {entry.session.state === 'SCHEDULED' && entry.session.scheduledFor
                        ? `Scheduled ${dateTimeText(entry.session.scheduledFor)}`
                        : entry.session.state === 'IN_PROGRESS'
                          ? 'In progress'
                          : 'Waiting now'}
                    </td>
                    <td>{entry.session.participants.find((p) => p.role === 'SIGNER')?.kbaStatus === 'PASSED' ? 'Passed' : 'Not passed yet'}</td>
                    <td>
                      <Button onClick={() => void onJoin(entry.session.uuid)} disabled={join.isPending}>
                        Join {entry.signerName}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      )}
      <section aria-labelledby="journal-heading">
        <h2 id="journal-heading">My journal</h2>
        {journal.data && journal.data.length === 0 ? <p>No notarial acts yet.</p> : null}
        {journal.data && journal.data.length > 0 ? (
          <table className="notary-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Signer</th>
                <th scope="col">Document</th>
                <th scope="col">Identity evidence</th>
                <th scope="col">Method</th>
                <th scope="col">Fee</th>
                <th scope="col">Recording</th>
              </tr>
            </thead>
            <tbody>
              {journal.data.map((entry) => (
                <tr key={entry.uuid}>
                  <td>{dateTimeText(entry.notarizedAt)}</td>
                  <td>{entry.signerName}</td>
                  <td>{entry.document}</td>
                  <td>{entry.identityEvidence}</td>
                  <td>{entry.method === 'REMOTE' ? 'Remote' : 'In person'}</td>
                  <td>${entry.feeDollars}</td>
                  <td>{entry.recordingDocumentUuid ? 'Stored' : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </section>
  );
};

export { NotaryRoomPage as Component };
