import { Link, useParams } from 'react-router';
import type { TCoDeedStatus } from '@lintel/contract';
import { ADDITIONAL_SIGNER_CONDITIONS_FLAG } from '@lintel/domain';
import { useFlag } from '@/lib/feature-flags.ts';
import { signerPath } from '@/lib/navigation.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import { useConditions } from '@/lib/reads/conditions.ts';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { ConditionCard } from './condition-card.tsx';
import '../conditions.css';

type TConditionsViewProps = {
  /** Undefined: nothing is fetched (a co-owner while the additional-signer conditions flag is off). */
  applicationUuid: string | undefined;
  forSigner: boolean;
  back: { to: string; label: string };
};

/** What underwriting has asked of this person, the open requests first, then the finished ones. */
const ConditionsView = ({ applicationUuid, forSigner, back }: TConditionsViewProps) => {
  const uuid = applicationUuid ?? '';
  const conditions = useConditions(applicationUuid, true, forSigner);
  const all = conditions.data ?? [];
  const open = all.filter((c) => !c.resolvedAt && c.actionNeeded);
  const done = all.filter((c) => c.resolvedAt || !c.actionNeeded);
  return (
    <section className="conditions-page">
      <PageHeading>Your conditions</PageHeading>
      <p>
        {forSigner
          ? 'Our underwriters may ask you, as an owner of the home, for a few things. Everything they have asked of you is listed here.'
          : 'After you apply, our underwriters may ask you for a few more things. Everything they have asked for is listed here.'}
      </p>
      {applicationUuid === undefined ? <p>Nothing is waiting for you right now.</p> : null}
      {conditions.isPending && applicationUuid !== undefined ? (
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
                <ConditionCard key={condition.uuid} applicationUuid={uuid} forSigner={forSigner} condition={condition} />
              ))}
            </ul>
          )}
          {done.length > 0 ? (
            <>
              <h2 className="conditions-page__section">Sent or done</h2>
              <ul className="conditions-page__list" aria-label="Sent or done">
                {done.map((condition) => (
                  <ConditionCard key={condition.uuid} applicationUuid={uuid} forSigner={forSigner} condition={condition} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
};

/** /{uuid}/conditions: the applicant's conditions. */
export const ConditionsPage = () => {
  const { uuid = '' } = useParams();
  return <ConditionsView applicationUuid={uuid} forSigner={false} back={{ to: `/account/heloc/${uuid}`, label: 'Back to your application' }} />;
};

/**
 * heloc-signer/conditions: a co-owner's own conditions on the application it signs for (decision 036), fetched
 * only while the additional-signer conditions flag is on (spec 02 section 4).
 */
export const SignerConditionsPage = () => {
  const flagOn = useFlag(ADDITIONAL_SIGNER_CONDITIONS_FLAG);
  return (
    <SignerStatusGate>
      {(status: TCoDeedStatus) => (
        <ConditionsView applicationUuid={flagOn ? status.applicationUuid : undefined} forSigner back={{ to: signerPath('intro'), label: 'Back to your steps' }} />
      )}
    </SignerStatusGate>
  );
};

export { ConditionsPage as Component };
