import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ID_DOCUMENT_SIDES, ID_TYPE_LABELS, ID_TYPES, IDENTITY_MESSAGES, type TIdType } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useFlag } from '@/lib/feature-flags.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@/ui/use-media-query.ts';
import { uploadIdSide, useIdentity, useSubmitIdentity } from '../api/identity-calls.ts';
import { IdSidePicker, type TSideState } from '@/ui/id-side-picker.tsx';
import '@/ui/layout.css';
import '../identity.css';

const EMPTY: TSideState = { state: 'empty' };

/**
 * /{uuid}/identity (IDENTITY_VERIFICATION, and the Verify ID of an ID_VERIFICATION_FAILURE condition): the
 * applicant picks one of the four ID types, adds the front (and the back where the type has one and the
 * fe-heloc-back-of-id flag is on), each photo checked in the browser, then the sides are uploaded through the
 * documents module and checked. A failed check says so and lets the applicant try again.
 */
export const IdentityPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const identity = useIdentity(uuid);
  const submission = useSubmitIdentity();
  const askBack = useFlag('fe-heloc-back-of-id');
  // Phones and tablets take the photo with the camera; a desktop picks a file.
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
  const latest = identity.data?.verification ?? null;
  const failedBefore = latest?.result === 'FAILED_VERIFICATION' && identity.data?.openConditionUuid;
  const open = identity.data?.applicationStatus === 'IDENTITY_VERIFICATION' || Boolean(identity.data?.openConditionUuid);

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
    if (front.state !== 'ready' || (needsBack && back.state !== 'ready')) {
      setFormError('Please retake the photos marked above before you continue.');
      return;
    }
    const sides = ID_DOCUMENT_SIDES[idType];
    try {
      setProgress(0);
      const share = needsBack ? 0.5 : 1;
      const frontDocumentUuid = await uploadIdSide({ applicationUuid: uuid, type: sides.front, file: front.file, onProgress: (p) => setProgress(p * share) });
      const backDocumentUuid =
        needsBack && back.state === 'ready' && sides.back
          ? await uploadIdSide({ applicationUuid: uuid, type: sides.back, file: back.file, onProgress: (p) => setProgress(0.5 + p * 0.5) })
          : undefined;
      const answer = await submission.mutateAsync({ uuid, request: { idType, frontDocumentUuid, ...(backDocumentUuid ? { backDocumentUuid } : {}) } });
      setProgress(null);
      if (answer.verification?.result === 'VERIFIED') {
        // The application's status decides the next screen (liens, or wherever a later status is).
        await navigate(`/account/heloc/${uuid}`, { replace: true });
        return;
      }
      setFront(EMPTY);
      setBack(EMPTY);
      setFormError('We could not verify your identity with these photos. Please check that the name on your ID matches your application and try again.');
    } catch (error) {
      setProgress(null);
      setFormError(isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  return (
    <section className="identity-page">
      <PageHeading>Verify your identity</PageHeading>
      {identity.isPending ? (
        <p role="status">
          <Spinner /> Loading
        </p>
      ) : null}
      {identity.isError ? (
        <ErrorAlert>
          <p>{isApiError(identity.error) ? identity.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {identity.isSuccess && !open ? (
        <p>
          {latest?.result === 'VERIFIED' ? 'Your identity is verified.' : IDENTITY_MESSAGES.notExpected}{' '}
          <Link to={`/account/heloc/${uuid}`}>Continue with your application</Link>
        </p>
      ) : null}
      {identity.isSuccess && open ? (
        <form className="form identity-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <p className="identity-page__lead">
            We need a photo of a government-issued ID to confirm that you are the person applying. The name on it
            must match your application.
          </p>
          {failedBefore ? (
            <ErrorAlert title="We could not verify your ID">
              <p>{IDENTITY_MESSAGES.failed}</p>
            </ErrorAlert>
          ) : null}
          {formError ? (
            <ErrorAlert>
              <p>{formError}</p>
            </ErrorAlert>
          ) : null}
          <fieldset className="identity-form__types" aria-invalid={errors.idType ? true : undefined} aria-describedby={errors.idType ? 'id-type-error' : undefined}>
            <legend>Which ID will you use?</legend>
            {ID_TYPES.map((type) => (
              <label key={type} className="identity-form__type">
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
              <p id="id-type-error" className="id-side__error">
                {errors.idType}
              </p>
            ) : null}
          </fieldset>
          {idType ? (
            <>
              <IdSidePicker label={idType === 'PASSPORT' ? 'Photo page of your passport' : 'Front of your ID'} useCamera={useCamera} value={front} onChange={(next) => { setFront(next); setErrors((all) => ({ ...all, front: undefined })); }} error={errors.front} />
              {needsBack ? <IdSidePicker label="Back of your ID" useCamera={useCamera} value={back} onChange={(next) => { setBack(next); setErrors((all) => ({ ...all, back: undefined })); }} error={errors.back} /> : null}
            </>
          ) : null}
          {progress !== null ? (
            <div className="identity-form__progress">
              <label htmlFor="id-upload-progress">Sending your ID</label>
              <progress id="id-upload-progress" max={1} value={progress} />
            </div>
          ) : null}
          <p className="identity-page__note">Your photos are encrypted and used only to verify your identity for this application.</p>
          <div className="form__actions">
            <Button type="submit" block disabled={progress !== null} aria-busy={progress !== null}>
              {progress !== null ? 'Verifying…' : 'Verify my ID'}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
};

export { IdentityPage as Component };
