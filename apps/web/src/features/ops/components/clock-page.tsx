import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useAdvanceClock, useClock } from '../api/settings.ts';
import { formatDateTime } from '../format.ts';

const MAX_MINUTES = 60 * 24 * 365;

/** The simulated clock (spec 04 section 7): admins move it forward in sandbox mode so waiting periods end. */
export const ClockPage = () => {
  const clock = useClock();
  const advance = useAdvanceClock();
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < 1 || value > MAX_MINUTES) return setError(`Enter whole minutes from 1 to ${MAX_MINUTES}`);
    setError(undefined);
    advance.mutate(value, { onSuccess: () => setMinutes('') });
  };
  if (clock.isError)
    return (
      <section>
        <PageHeading>Sandbox clock</PageHeading>
        <p>{isApiError(clock.error) && clock.error.status === 404 ? 'The simulated clock exists for admins in sandbox mode only.' : clock.error.message}</p>
      </section>
    );
  const days = clock.data ? Math.floor(clock.data.offsetMinutes / (60 * 24)) : 0;
  return (
    <section className="ops-narrow">
      <PageHeading>Sandbox clock</PageHeading>
      {clock.data ? (
        <dl className="ops-facts">
          <dt>Simulated now</dt>
          <dd>{formatDateTime(clock.data.now)}</dd>
          <dt>Ahead of real time</dt>
          <dd>
            {days} days, {clock.data.offsetMinutes % (60 * 24)} minutes
          </dd>
        </dl>
      ) : (
        <p role="status">Loading the clock…</p>
      )}
      {advance.isError ? (
        <ErrorAlert>
          <p>{advance.error.message}</p>
        </ErrorAlert>
      ) : null}
      {advance.isSuccess ? <p role="status">The clock moved forward.</p> : null}
      <form noValidate onSubmit={submit}>
        <TextField label="Minutes to move forward" inputMode="numeric" value={minutes} error={error} onChange={(e) => setMinutes(e.target.value)} />
        <div className="ops-row">
          <Button type="submit" disabled={advance.isPending}>
            Advance the clock
          </Button>
          <Button variant="secondary" onClick={() => advance.mutate(60 * 24)} disabled={advance.isPending}>
            One day
          </Button>
        </div>
      </form>
    </section>
  );
};

export { ClockPage as Component };
