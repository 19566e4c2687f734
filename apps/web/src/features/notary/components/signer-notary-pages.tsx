import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TCoDeedStatus } from '@lintel/contract';
import { hasReachedProgress, isRemoteNotaryStatus, isSignerDoneBeforeNotary, NOTARY_MESSAGES } from '@lintel/domain';
import { signerPath } from '@/lib/navigation.ts';
import { coDeedStatusQueryKey } from '@/lib/reads/co-deed-status.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import { buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import '@/ui/layout.css';
import { signerNotaryFlow } from '../lib/notary-flow.ts';
import { NotaryError } from './error-page.tsx';
import { NotaryIntro } from './intro-page.tsx';
import { NotarySession } from './session-page.tsx';
import '../notary.css';

/** The co-owner's notary step opens once every owner signed (CO_DEED_REQ has moved on to the notary statuses). */
const notaryStepOpen = (status: TCoDeedStatus) => isRemoteNotaryStatus(status.applicationStatus);

const Explain = ({ text, to, label }: { text: string; to: string; label: string }) => (
  <section className="notary-page">
    <PageHeading>Talk to eNotary</PageHeading>
    <p role="status">{text}</p>
    <p>
      <Link className={buttonClassName('primary')} to={to}>
        {label}
      </Link>
    </p>
  </section>
);

/** The gate of every co-owner notary page: signed first (or nothing to sign before the notary), not yet notarized, the application at its notary step. */
const CoOwnerNotaryGate = ({ children }: { children: (status: TCoDeedStatus) => ReactNode }) => (
  <SignerStatusGate>
    {(status) => {
      if (hasReachedProgress(status.progress, 'NOTARIZED')) return <Explain text={NOTARY_MESSAGES.coOwnerDone} to={signerPath('intro')} label="Back to your steps" />;
      if (!isSignerDoneBeforeNotary(status)) return <Explain text={NOTARY_MESSAGES.coOwnerSignFirst} to={signerPath('intro')} label="Back to your steps" />;
      if (!notaryStepOpen(status)) return <Explain text={NOTARY_MESSAGES.coOwnerNotYet} to={signerPath('intro')} label="Back to your steps" />;
      return children(status);
    }}
  </SignerStatusGate>
);

/** heloc-signer/notary (decision 043): the co-owner's device check and the way into the application's session. */
export const SignerNotaryIntroPage = () => <CoOwnerNotaryGate>{(status) => <NotaryIntro flow={signerNotaryFlow(status.applicationUuid)} />}</CoOwnerNotaryGate>;

/** heloc-signer/notary/session: the co-owner's own turn (identity questions, signature) in the shared session. */
export const SignerNotarySessionPage = () => {
  const client = useQueryClient();
  // The co-owner's progress changes with the completion (NOTARIZED): heloc-signer/intro reads it afresh.
  const onDone = useCallback(() => void client.invalidateQueries({ queryKey: coDeedStatusQueryKey }), [client]);
  return <SignerStatusGate>{(status) => <NotarySession flow={signerNotaryFlow(status.applicationUuid)} onDone={onDone} />}</SignerStatusGate>;
};

/** heloc-signer/notary/error: why the session ended; a new session, or support (no in-person path of their own). */
export const SignerNotaryErrorPage = () => <SignerStatusGate>{(status) => <NotaryError flow={signerNotaryFlow(status.applicationUuid)} />}</SignerStatusGate>;
