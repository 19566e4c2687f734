import { useParams } from 'react-router';
import { SIGNER_INVITATION_DAYS } from '@lintel/domain';
import { InlineErrorPanel } from '@/ui/inline-error-panel.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { useToast } from '@/ui/toast-context.ts';
import { useAdditionalSigners, useSignerAction } from '../api/additional-signers.ts';
import { SignerCard } from './signer-card.tsx';
import { SignerForm } from './signer-form.tsx';
import '@/ui/layout.css';
import '@/ui/visually-hidden.css';
import '../signers.css';

/**
 * signing/additional (CO_DEED_REQ): the primary names each other owner of the home; each gets an invitation by
 * email and text with a single-use link valid 14 days; the page shows each owner's progress (refreshed while
 * open) and lets the primary send a new link, correct the details or withdraw the invitation.
 */
export const AdditionalSignersPage = () => {
  const { uuid = '' } = useParams();
  const signers = useAdditionalSigners(uuid);
  const action = useSignerAction();
  const { showToast } = useToast();
  if (signers.isPending) return <p role="status">Loading…</p>;
  if (signers.isError) return <InlineErrorPanel onRetry={() => void signers.refetch()} />;
  const { signers: list, canInvite, maxSigners } = signers.data;
  const allDone = list.length > 0 && list.every((signer) => signer.progress === 'NOTARIZED');
  return (
    <section className="signers-page">
      <PageHeading>Invite the other owners of your home</PageHeading>
      <p>
        Everyone who owns the home signs too. Add each other owner below: we send them an invitation by email and text message with a link that
        works once, for {SIGNER_INVITATION_DAYS} days. Each owner creates an account, verifies their identity, signs and meets the online notary.
      </p>
      <h2>Owners you invited</h2>
      {list.length === 0 ? (
        <p>You have not invited anyone yet.</p>
      ) : (
        <ul className="signers-page__list">
          {list.map((signer) => (
            <SignerCard key={signer.uuid} signer={signer} applicationUuid={uuid} canChange={canInvite} />
          ))}
        </ul>
      )}
      {allDone ? <p role="status">Every owner has finished. We will move your application on.</p> : null}
      {canInvite && list.length < maxSigners ? (
        <>
          <h2>Invite an owner</h2>
          <SignerForm
            submitLabel="Send invitation"
            onSubmit={async (request) => {
              await action.mutateAsync({ kind: 'invite', uuid, request });
              showToast({ variant: 'success', message: `We sent ${request.firstName} an invitation.` });
            }}
          />
        </>
      ) : null}
    </section>
  );
};

export { AdditionalSignersPage as Component };
