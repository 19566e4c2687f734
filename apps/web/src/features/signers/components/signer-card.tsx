import { useState } from 'react';
import type { TAdditionalSigner } from '@lintel/contract';
import { hasReachedProgress, SIGNER_PROGRESS, SIGNER_PROGRESS_TEXT } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { useToast } from '@/ui/toast-context.ts';
import { useSignerAction } from '../api/additional-signers.ts';
import { SignerForm } from './signer-form.tsx';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const invitationLine = (signer: TAdditionalSigner): string | null => {
  if (signer.acceptedAt || !signer.invitationExpiresAt) return null;
  if (signer.invitationExpired) return 'The invitation link has expired. Send a new link.';
  return `The invitation link works until ${DATE.format(new Date(signer.invitationExpiresAt))}.`;
};

/** One owner on signing/additional: details, each step done or not, and what the primary can do. */
export const SignerCard = ({ signer, applicationUuid, canChange }: { signer: TAdditionalSigner; applicationUuid: string; canChange: boolean }) => {
  const action = useSignerAction();
  const { showToast } = useToast();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = `${signer.firstName} ${signer.lastName}`;
  const run = async (kind: 'resend' | 'withdraw', done: string) => {
    setError(null);
    try {
      await action.mutateAsync({ kind, uuid: applicationUuid, signerUuid: signer.uuid });
      showToast({ variant: 'success', message: done });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };
  const pendingAcceptance = !signer.acceptedAt;
  const line = invitationLine(signer);
  return (
    <li className="signer-card">
      <h3 className="signer-card__name">{name}</h3>
      <p className="signer-card__contact">
        {signer.email} · {signer.phoneNumber}
      </p>
      <ol className="signer-card__progress" aria-label={`${name}'s progress`}>
        {SIGNER_PROGRESS.map((step) => {
          const done = hasReachedProgress(signer.progress, step);
          return (
            <li key={step} className={done ? 'signer-card__step signer-card__step--done' : 'signer-card__step'}>
              <span aria-hidden="true">{done ? '✓' : '○'}</span> {SIGNER_PROGRESS_TEXT[step]}
              <span className="visually-hidden">{done ? ': done' : ': not yet'}</span>
            </li>
          );
        })}
      </ol>
      {line ? <p>{line}</p> : null}
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      {editing ? (
        <SignerForm
          defaultValues={{ firstName: signer.firstName, lastName: signer.lastName, email: signer.email, phoneNumber: signer.phoneNumber }}
          submitLabel="Save and send a new link"
          onCancel={() => setEditing(false)}
          onSubmit={async (request) => {
            await action.mutateAsync({ kind: 'correct', uuid: applicationUuid, signerUuid: signer.uuid, request });
            setEditing(false);
            showToast({ variant: 'success', message: `We sent ${request.firstName} a new invitation.` });
          }}
        />
      ) : canChange && !signer.signedAt ? (
        <div className="signer-card__actions">
          {pendingAcceptance ? (
            <>
              <Button variant="secondary" disabled={action.isPending} onClick={() => void run('resend', `We sent ${signer.firstName} a new invitation link.`)}>
                Send a new link<span className="visually-hidden"> to {name}</span>
              </Button>
              <Button variant="secondary" disabled={action.isPending} onClick={() => setEditing(true)}>
                Correct details<span className="visually-hidden"> of {name}</span>
              </Button>
            </>
          ) : null}
          <Button variant="link" disabled={action.isPending} onClick={() => void run('withdraw', `${signer.firstName}'s invitation was withdrawn.`)}>
            Withdraw invitation<span className="visually-hidden"> of {name}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
};
