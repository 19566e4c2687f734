import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NOTARY_HOURS_TEXT, NOTARY_MESSAGES } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button, buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import '@/ui/layout.css';
import { useNotaryState, useRequestNotarySession } from '../api/notary-calls.ts';
import { primaryNotaryFlow, type TNotaryFlow } from '../lib/notary-flow.ts';
import { DeviceCheck } from './device-check.tsx';
import '../notary.css';
import { dateTimeText } from '@/lib/date-time-text.ts';

const OPEN_STATES = new Set(['WAITING', 'SCHEDULED', 'IN_PROGRESS']);

/**
 * notary/intro (GEN_NOTARY_DISCLOSURE, ATTORNEY_REVIEW, NOTARY_WAITING_PERIOD, DEED_SIGNING without acceptance):
 * what happens in the session, what to have ready, the device check, and the choice: now or a scheduled slot.
 * A co-owner (heloc-signer/notary) sees the same, joins the application's open session for their own turn, and
 * has no in-person path of their own (the primary arranges it).
 */
export const NotaryIntro = ({ flow }: { flow: TNotaryFlow }) => {
  const { uuid, paths } = flow;
  const navigate = useNavigate();
  const state = useNotaryState(uuid, 10_000);
  const request = useRequestNotarySession();
  const [when, setWhen] = useState<'NOW' | 'SCHEDULED'>('NOW');
  const [slot, setSlot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = state.data;
  const openSession = data?.session && OPEN_STATES.has(data.session.state) ? data.session : null;
  // A co-owner who is not a participant yet joins the open session (the server adds them for their own turn).
  const mustJoin = flow.coOwner && openSession !== null && !data?.participantUuid;

  const onJoin = async () => {
    setError(null);
    try {
      const answer = await request.mutateAsync({ uuid, request: { when: 'NOW' } });
      if (answer.session?.state !== 'SCHEDULED') await navigate(paths.session);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = data?.notariesAvailableNow ? when : 'SCHEDULED';
    if (chosen === 'SCHEDULED' && !slot) {
      setError(NOTARY_MESSAGES.scheduledFor);
      return;
    }
    try {
      const answer = await request.mutateAsync({
        uuid,
        request: chosen === 'NOW' ? { when: 'NOW' } : { when: 'SCHEDULED', scheduledFor: new Date(slot).toISOString() },
      });
      if (answer.session?.state !== 'SCHEDULED') await navigate(paths.session);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <section className="notary-page">
      <PageHeading>Talk to eNotary</PageHeading>
      {state.isPending ? (
        <p role="status">
          <Spinner /> Loading
        </p>
      ) : null}
      {state.isError ? (
        <ErrorAlert>
          <p>{isApiError(state.error) ? state.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {data && (!data.remoteAccepted || data.manualNotary) ? (
        <div className="notary-panel">
          <p>{paths.manual ? NOTARY_MESSAGES.remoteNotAccepted : NOTARY_MESSAGES.coOwnerInPerson}</p>
          {paths.manual ? (
            <Link className={buttonClassName('primary')} to={paths.manual}>
              Schedule an in-person notary
            </Link>
          ) : null}
        </div>
      ) : null}
      {data && data.remoteAccepted && !data.manualNotary ? (
        <>
          <div className="notary-panel">
            <h2>What happens</h2>
            <ol className="notary-steps">
              <li>You meet a commissioned notary by video. The session is recorded, as the law requires.</li>
              <li>You answer five short questions about your own records to confirm who you are.</li>
              <li>You sign the deed on screen while the notary watches; the notary then seals it electronically.</li>
            </ol>
            <h2>Have these ready</h2>
            <ul className="notary-steps">
              <li>The government-issued ID you verified earlier</li>
              <li>A quiet, well-lit room where you are alone</li>
              <li>A camera and a microphone (check them below)</li>
            </ul>
          </div>
          <DeviceCheck />
          {openSession ? (
            <div className="notary-panel">
              <p>
                {openSession.state === 'SCHEDULED' && openSession.scheduledFor
                  ? `Your session is scheduled for ${dateTimeText(openSession.scheduledFor)}.`
                  : 'Your notary session is open.'}
              </p>
              {error ? (
                <ErrorAlert>
                  <p>{error}</p>
                </ErrorAlert>
              ) : null}
              {mustJoin ? (
                <Button onClick={() => void onJoin()} disabled={request.isPending}>
                  Join your session
                </Button>
              ) : (
                <Link className={buttonClassName('primary')} to={paths.session}>
                  Join your session
                </Link>
              )}
            </div>
          ) : (
            <form className="form notary-panel" noValidate onSubmit={(event) => void onSubmit(event)}>
              <fieldset>
                <legend>When would you like to meet the notary?</legend>
                <label className="notary-choice">
                  <input type="radio" name="when" value="NOW" checked={when === 'NOW' && data.notariesAvailableNow} disabled={!data.notariesAvailableNow} onChange={() => setWhen('NOW')} />
                  Now
                  {data.notariesAvailableNow ? ' (a notary is available)' : data.withinNotaryHours ? ' (no notary is available right now)' : ' (notaries are not working right now)'}
                </label>
                <label className="notary-choice">
                  <input type="radio" name="when" value="SCHEDULED" checked={when === 'SCHEDULED' || !data.notariesAvailableNow} onChange={() => setWhen('SCHEDULED')} />
                  At a time I choose
                </label>
                <p className="notary-note">{NOTARY_HOURS_TEXT}</p>
              </fieldset>
              {when === 'SCHEDULED' || !data.notariesAvailableNow ? (
                <label className="notary-field">
                  Date and time
                  <input type="datetime-local" value={slot} onChange={(event) => setSlot(event.target.value)} />
                </label>
              ) : null}
              {error ? (
                <ErrorAlert>
                  <p>{error}</p>
                </ErrorAlert>
              ) : null}
              <div className="form__actions">
                <Button type="submit" block disabled={request.isPending}>
                  {when === 'NOW' && data.notariesAvailableNow ? 'Meet a notary now' : 'Schedule my session'}
                </Button>
              </div>
              {paths.manual ? (
                <p>
                  <Link to={paths.manual}>I prefer to meet a notary in person</Link>
                </p>
              ) : null}
            </form>
          )}
        </>
      ) : null}
    </section>
  );
};

export const NotaryIntroPage = () => {
  const { uuid = '' } = useParams();
  return <NotaryIntro flow={primaryNotaryFlow(uuid)} />;
};

export { NotaryIntroPage as Component };
