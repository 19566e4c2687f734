import { useParams } from 'react-router';
import { PageHeading } from '@/ui/page-heading.tsx';
import { useApplication } from '../api/get-application.ts';
import { useProfile } from '../api/get-profile.ts';
import { useApplicationStatus } from '../hooks/use-application-status.ts';
import { useFollowStatus } from '../hooks/use-follow-status.ts';
import { SupportNote } from './support-note.tsx';

/** What the live region says: short, and only changing when there is something new to say. */
const progressMessage = (attempt: number, polling: boolean): string => {
  if (!polling) return 'We are still working on your application.';
  if (attempt < 3) return 'Checking your application…';
  return 'Still checking. This can take up to a minute.';
};

/**
 * start/profile: the routing default, shown while the application waits on work behind the scenes (credit,
 * property, valuation, documents). It polls the status and moves on by itself as soon as the status changes.
 */
export const WaitingPage = () => {
  const { uuid = '' } = useParams();
  const application = useApplication(uuid);
  const profile = useProfile();
  const status = useApplicationStatus(uuid);
  useFollowStatus({ application: application.data, profile: profile.data, status: status.data });
  const polling = status.decision?.poll ?? true;

  return (
    <section className="waiting-page" aria-labelledby="waiting-title">
      <div className="waiting-page__spinner" aria-hidden="true" />
      <PageHeading>
        <span id="waiting-title">We&apos;re reviewing your application</span>
      </PageHeading>
      <p className="waiting-page__lead">
        We are completing the next step of your application with our partners behind the scenes. This usually
        takes less than a minute.
      </p>
      <p role="status" aria-live="polite" className="waiting-page__live">
        {status.isError ? 'We could not reach our servers. We will keep trying.' : progressMessage(status.attempt, polling)}
      </p>
      <h2 className="waiting-page__subheading">What happens next</h2>
      <ul className="waiting-page__next">
        <li>Keep this page open: it moves on by itself as soon as the review is done.</li>
        <li>You can also leave and come back later. Your progress is saved.</li>
      </ul>
      <SupportNote />
    </section>
  );
};

export { WaitingPage as Component };
