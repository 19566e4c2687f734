import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TCoDeedStatus } from '@lintel/contract';
import { hasReachedProgress, ID_DOCUMENT_SIDES, ID_TYPE_LABELS, ID_TYPES, IDENTITY_MESSAGES, type TIdType } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useFlag } from '@/lib/feature-flags.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { IdSidePicker, type TSideState } from '@/ui/id-side-picker.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@/ui/use-media-query.ts';
import { uploadSignerIdSide, useSubmitSignerIdentity } from '../api/signer-identity.ts';
import { signerPath } from '../signer-paths.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import '@/ui/layout.css';
import '../heloc-signer.css';

const EMPTY: TSideState = { state: 'empty' };

/** The same capture and checks as the primary's identity page, for the signer's own ID and name. */
export const SignerIdForm = ({ status, after = signerPath('intro') }: { status: TCoDeedStatus; after?: string }) => {
  const navigate = useNavigate();
  const submission = useSubmitSignerIdentity();
  const askBack = useFlag('fe-heloc-back-of-id');
  const coarse = useMediaQuery('(pointer: coarse)');
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const useCamera = coarse && !wide;
  const [idType, setIdType] = useState<TIdType | null>(null);
  const [front, setFront] = useState<TSideState>(EMPTY);
  const [back, setBack] = useState<TSideState>(EMPTY);
  const [errors, setErrors] = useState<{ idType?: string; front?: string; back?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const needsBack = idType !== null && askBack && ID_DOCUMENT_SIDES[idType].back !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    const found = {
      ...(idType ? {} : { idType: IDENTITY_MESSAGES.idType }),
      ...(front.state === 'empty' ? { front: IDENTITY_MESSAGES.front } : {}),
      ...(needsBack && back.state === 'empty' ? { back: IDENTITY_MESSAGES.back } : {}),
    };
    setErrors(found);
    setFormError(null);
    if (!idType || Object.keys(found).length > 0) return;
    if (front.state !== 'ready' || (needsBack && back.state !== 'ready')) return;
    const sides = ID_DOCUMENT_SIDES[idType];
    try {
      setProgress(0);
      const share = needsBack ? 0.5 : 1;
      const frontDocumentUuid = await uploadSignerIdSide({ type: sides.front, file: front.file, onProgress: (p) => setProgress(p * share) });
      const backDocumentUuid =
        needsBack && back.state === 'ready' && sides.back
          ? await uploadSignerIdSide({ type: sides.back, file: back.file, onProgress: (p) => setProgress(0.5 + p * 0.5) })
          : undefined;
      const answer = await submission.mutateAsync({ idType, frontDocumentUuid, ...(backDocumentUuid ? { backDocumentUuid } : {}) });
      setProgress(null);
      if (answer.result === 'VERIFIED') {
        await navigate(after, { replace: true });
        return;
      }
      setFront(EMPTY);
      setBack(EMPTY);
      setFormError(`We could not verify your identity with these photos. Please check that the name on your ID is ${status.firstName} ${status.lastName} and try again.`);
    } catch (error) {
      setProgress(null);
      setFormError(isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <form className="form signer-id-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>
        We need a photo of a government-issued ID to confirm that you are {status.firstName} {status.lastName}, an owner of the home. The name on it
        must match.
      </p>
      {formError ? (
        <ErrorAlert>
          <p>{formError}</p>
        </ErrorAlert>
      ) : null}
      <fieldset className="signer-id-form__types" aria-invalid={errors.idType ? true : undefined} aria-describedby={errors.idType ? 'signer-id-type-error' : undefined}>
        <legend>Which ID will you use?</legend>
        {ID_TYPES.map((type) => (
          <label key={type} className="signer-id-form__type">
            <input
              type="radio"
              name="idType"
              value={type}
              checked={idType === type}
              onChange={() => {
                setIdType(type);
                setErrors((all) => ({ ...all, idType: undefined }));
              }}
            />
            {ID_TYPE_LABELS[type]}
          </label>
        ))}
        {errors.idType ? (
          <p id="signer-id-type-error" className="id-side__error">
            {errors.idType}
          </p>
        ) : null}
      </fieldset>
      {idType ? (
        <>
          <IdSidePicker
            label={idType === 'PASSPORT' ? 'Photo page of your passport' : 'Front of your ID'}
            useCamera={useCamera}
            value={front}
            onChange={(next) => {
              setFront(next);
              setErrors((all) => ({ ...all, front: undefined }));
            }}
            error={errors.front}
          />
          {needsBack ? (
            <IdSidePicker
              label="Back of your ID"
              useCamera={useCamera}
              value={back}
              onChange={(next) => {
                setBack(next);
                setErrors((all) => ({ ...all, back: undefined }));
              }}
              error={errors.back}
            />
          ) : null}
        </>
      ) : null}
      {progress !== null ? (
        <div className="signer-id-form__progress">
          <label htmlFor="signer-id-upload-progress">Sending your ID</label>
          <progress id="signer-id-upload-progress" max={1} value={progress} />
        </div>
      ) : null}
      <p className="signer-id-form__note">Your photos are encrypted, used only to verify your identity, and not shown to the applicant.</p>
      <div className="form__actions">
        <Button type="submit" block disabled={progress !== null} aria-busy={progress !== null}>
          {progress !== null ? 'Verifying…' : 'Verify my ID'}
        </Button>
      </div>
    </form>
  );
};

/** heloc-signer/identity: the co-owner's ID check (spec 04 section 9.7: the same capture and checks as the primary's). */
export const SignerIdentityPage = () => (
  <SignerStatusGate>
    {(status) => (
      <section className="signer-page">
        <PageHeading>Verify your identity</PageHeading>
        {hasReachedProgress(status.progress, 'IDENTITY_VERIFIED') ? (
          <p>
            Your identity is verified. <Link to={signerPath('intro')}>See your next step</Link>
          </p>
        ) : (
          <SignerIdForm status={status} />
        )}
      </section>
    )}
  </SignerStatusGate>
);

export { SignerIdentityPage as Component };
