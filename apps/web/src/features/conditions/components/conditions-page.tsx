import { Link, useParams } from 'react-router';
import { useConditions } from '@/lib/reads/conditions.ts';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { ConditionCard } from './condition-card.tsx';
import '../conditions.css';

/** /{uuid}/conditions: what underwriting has asked for, the open requests first, then the finished ones. */
export const ConditionsPage = () => {
  const { uuid = '' } = useParams();
  const conditions = useConditions(uuid, true);
  const all = conditions.data ?? [];
  const open = all.filter((c) => !c.resolvedAt && c.actionNeeded);
  const done = all.filter((c) => c.resolvedAt || !c.actionNeeded);
  return (
    <section className="conditions-page">
      <PageHeading>Your conditions</PageHeading>
      <p>After you apply, our underwriters may ask you for a few more things. Everything they have asked for is listed here.</p>
      {conditions.isPending ? (
        <p role="status" className="conditions-page__loading">
          <Spinner /> Loading your conditions
        </p>
      ) : null}
      {conditions.isError ? (
        <ErrorAlert>
          <p>{isApiError(conditions.error) ? conditions.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {conditions.isSuccess ? (
        <>
          <h2 className="conditions-page__section">Waiting for you</h2>
          {open.length === 0 ? (
            <p>Nothing is waiting for you right now.</p>
          ) : (
            <ul className="conditions-page__list" aria-label="Waiting for you">
              {open.map((condition) => (
                <ConditionCard key={condition.uuid} applicationUuid={uuid} condition={condition} />
              ))}
            </ul>
          )}
          {done.length > 0 ? (
            <>
              <h2 className="conditions-page__section">Sent or done</h2>
              <ul className="conditions-page__list" aria-label="Sent or done">
                {done.map((condition) => (
                  <ConditionCard key={condition.uuid} applicationUuid={uuid} condition={condition} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <p>
        <Link to={`/account/heloc/${uuid}`}>Back to your application</Link>
      </p>
    </section>
  );
};

export { ConditionsPage as Component };
