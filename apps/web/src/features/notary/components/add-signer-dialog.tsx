import { useState, type FormEvent } from 'react';
import type { TNotarySessionDetail } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useAddNotarySigner } from '../api/notary-calls.ts';

type TCoOwner = TNotarySessionDetail['additionalSigners'][number];

/**
 * The notary room's "Add signer" (decision 037): the co-owners of the session's application who are not in it yet,
 * one radio each (Tab reaches the checked one, arrows move within). Someone who has not accepted the invitation is
 * listed as such; adding them answers 409 and its message is shown here.
 */
export const AddSignerDialog = ({ sessionUuid, coOwners, isOpen, onClose, onAdded }: {
  sessionUuid: string;
  coOwners: TCoOwner[];
  isOpen: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}) => {
  const add = useAddNotarySigner();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = chosen ?? coOwners[0]?.signerUuid ?? null;

  const close = () => {
    setError(null);
    setChosen(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    setError(null);
    try {
      await add.mutateAsync({ sessionUuid, signerUuid: selected });
      onAdded(coOwners.find((c) => c.signerUuid === selected)?.name ?? '');
      close();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <Modal
      title="Add a signer to this session"
      isOpen={isOpen}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="add-signer-form" disabled={!selected || add.isPending}>
            Add signer
          </Button>
        </>
      }
    >
      <form id="add-signer-form" className="form" noValidate onSubmit={(event) => void submit(event)}>
        {coOwners.length === 0 ? (
          <p>Every co-owner of this application is already in the session.</p>
        ) : (
          <fieldset>
            <legend>Co-owners of this home who are not in the session</legend>
            {coOwners.map((coOwner) => (
              <label key={coOwner.signerUuid} className="notary-choice">
                <input type="radio" name="co-owner" value={coOwner.signerUuid} checked={selected === coOwner.signerUuid} onChange={() => setChosen(coOwner.signerUuid)} />
                {coOwner.name}
                {coOwner.accepted ? '' : ' (has not accepted the invitation yet)'}
              </label>
            ))}
          </fieldset>
        )}
        {error ? (
          <ErrorAlert>
            <p>{error}</p>
          </ErrorAlert>
        ) : null}
      </form>
    </Modal>
  );
};
