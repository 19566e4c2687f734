import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { getSupportContact } from '@/lib/support-contact.ts';
import { SupportContactLine } from '@/ui/support-contact-line.tsx';
import { brandDocumentTitle, useBrand } from '@/brand/index.ts';
import './error-page.css';

export const ERROR_PAGE_HEADING = 'Sorry, looks like we have hit a snag!';
export const ERROR_PAGE_TEXT = 'Please click "Try again" to see if we can get you back moving.';
/** Spec 03 section 8: the error event the fallback page logs. */
export const ERROR_FALLBACK_EVENT = 'HELOC: Error Fallback';

/**
 * The fallback page for unexpected failures (spec 02 section 8, spec 03 section 8). It is the router's
 * error element, so it renders without the shell and uses full page loads: the app state that failed
 * is not trusted to navigate.
 */
export const ErrorPage = () => {
  const error = useRouteError();
  const { phone, email } = getSupportContact();
  const brand = useBrand();
  useEffect(() => {
    // Rendered instead of the shell, so the shell's route title does not run here.
    document.title = brandDocumentTitle(brand, ERROR_PAGE_HEADING);
  }, [brand]);
  useEffect(() => {
    // The event name of spec 03; only the error's name and message, never request data.
    const summary = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(ERROR_FALLBACK_EVENT, summary);
    // Also as a telemetry event, so it reaches the server's event list (decision 086): the error's kind only, since
    // a message may carry what was typed. Loaded here: this page is in the entry, the telemetry client need not be.
    const errorName = error instanceof Error ? error.name : typeof error;
    void import('@/lib/telemetry/track.ts')
      .then(({ track }) => track(ERROR_FALLBACK_EVENT, { errorName }, { eventType: 'ERROR', dontDedupe: true }))
      .catch(() => undefined);
  }, [error]);

  return (
    <main id="main" className="error-page">
      <PageHeading>{ERROR_PAGE_HEADING}</PageHeading>
      <p>{ERROR_PAGE_TEXT}</p>
      <p>
        <SupportContactLine phone={phone} email={email} lead="Need help? Call us at" />
      </p>
      <div className="error-page__actions">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/dashboard')}>
          Go to dashboard
        </Button>
      </div>
    </main>
  );
};
