import { Link, useParams } from 'react-router';
import { buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import '@/ui/layout.css';
import { useNotaryState } from '../api/notary-calls.ts';
import '../notary.css';
import { dayText, timeText } from '@/lib/date-time-text.ts';

const windowText = (window: { start: string; end: string }) =>
  `${dayText(window.start)}, ${timeText(window.start)} to ${timeText(window.end)}`;

/** notary/reserve-manual (MANUAL_DEED_SIGNING): the reservation, the $350 fee, and what to bring. */
export const ReserveManualPage = () => {
  const { uuid = '' } = useParams();
  const state = useNotaryState(uuid, 30_000);
  const reservation = state.data?.reservation ?? null;
  return (
    <section className="notary-page">
      <PageHeading>Your in-person notary visit</PageHeading>
      {state.isPending ? (
        <p role="status">
          <Spinner /> Loading
        </p>
      ) : null}
      {state.isSuccess && !reservation ? (
        <div className="notary-panel">
          <p>Your deed is signed in person before a notary. Tell us where and when to meet you.</p>
          <Link className={buttonClassName('primary')} to={`/account/heloc/${uuid}/notary/schedule-manual`}>
            Schedule an in-person notary
          </Link>
        </div>
      ) : null}
      {reservation ? (
        <>
          <div className="notary-panel">
            <h2>{reservation.status === 'COMPLETED' ? 'Your deed is notarized' : 'Your visit is reserved'}</h2>
            <p>
              {reservation.address.street1}
              {reservation.address.street2 ? `, ${reservation.address.street2}` : ''}, {reservation.address.city}, {reservation.address.state} {reservation.address.zip}
            </p>
            {reservation.windows.length > 0 ? (
              <>
                <p>Your preferred windows (we confirm one by email and text):</p>
                <ul>
                  {reservation.windows.map((window) => (
                    <li key={window.start}>{windowText(window)}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <p>
              Notary fee: <strong>${reservation.feeDollars}</strong>
            </p>
          </div>
          {reservation.status === 'RESERVED' ? (
            <div className="notary-panel">
              <h2>What to bring</h2>
              <ul>
                <li>The government-issued photo ID you verified with us</li>
                <li>Every owner who signs the deed, each with their own ID</li>
                <li>Do not sign the deed before the notary arrives</li>
              </ul>
              <p>
                <Link to={`/account/heloc/${uuid}/notary/schedule-manual`}>Change the address or windows</Link>
              </p>
            </div>
          ) : (
            <Link className={buttonClassName('primary')} to={`/account/heloc/${uuid}`}>
              Continue with your application
            </Link>
          )}
        </>
      ) : null}
    </section>
  );
};

export { ReserveManualPage as Component };
