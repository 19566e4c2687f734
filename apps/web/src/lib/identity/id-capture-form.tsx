import { useState, type FormEvent, type ReactNode } from 'react';
import { ID_DOCUMENT_SIDES, ID_TYPE_LABELS, ID_TYPES, IDENTITY_MESSAGES, type TIdType } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useFlag } from '@/lib/feature-flags.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { IdSidePicker, type TSideState } from '@/ui/id-side-picker.tsx';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@/ui/use-media-query.ts';
import '@/ui/layout.css';
import './id-capture-form.css';

const EMPTY: TSideState = { state: 'empty' };

export type TIdSides = { idType: TIdType; frontDocumentUuid: string; backDocumentUuid?: string };

/**
 * The ID capture of the primary's identity page and of each co-owner's (spec 04 section 9.7: the same capture and
 * checks): one of the four ID types, the front (and the back where the type has one and the fe-heloc-back-of-id
 * flag is on), each photo checked in the browser, then the sides uploaded (`uploadSide`) and checked (`check`,
 * true when VERIFIED). A failed check says `failedMessage` and lets the person try again.
 */
export const IdCaptureForm = ({
  lead,
  note,
  notice,
  failedMessage,
  uploadSide,
  check,
  onVerified,
}: {
  lead: ReactNode;
  note: string;
  /** Shown above the form's own errors (e.g. that an earlier check failed). */
  notice?: ReactNode;
  failedMessage: string;
  uploadSide: (side: { type: string; file: File; onProgress: (fraction: number) => void }) => Promise<string>;
  check: (sides: TIdSides) => Promise<boolean>;
  onVerified: () => Promise<void>;
}) => {
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
      const frontDocumentUuid = await uploadSide({ type: sides.front, file: front.file, onProgress: (p) => setProgress(p * share) });
      const backDocumentUuid =
        needsBack && back.state === 'ready' && sides.back
          ? await uploadSide({ type: sides.back, file: back.file, onProgress: (p) => setProgress(0.5 + p * 0.5) })
          : undefined;
      const verified = await check({ idType, frontDocumentUuid, ...(backDocumentUuid ? { backDocumentUuid } : {}) });
      setProgress(null);
      if (verified) return await onVerified();
      setFront(EMPTY);
      setBack(EMPTY);
      setFormError(failedMessage);
    } catch (error) {
      setProgress(null);
      setFormError(isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  const sidePicker = (label: string, value: TSideState, set: (next: TSideState) => void, field: 'front' | 'back') => (
    <IdSidePicker
      label={label}
      useCamera={useCamera}
      value={value}
      onChange={(next) => {
        set(next);
        setErrors((all) => ({ ...all, [field]: undefined }));
      }}
      error={errors[field]}
    />
  );

  return (
    <form className="form id-capture" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="id-capture__lead">{lead}</p>
      {notice}
      {formError ? (
        <ErrorAlert>
          <p>{formError}</p>
        </ErrorAlert>
      ) : null}
      <fieldset className="id-capture__types" aria-invalid={errors.idType ? true : undefined} aria-describedby={errors.idType ? 'id-type-error' : undefined}>
        <legend>Which ID will you use?</legend>
        {ID_TYPES.map((type) => (
          <label key={type} className="id-capture__type">
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
          {sidePicker(idType === 'PASSPORT' ? 'Photo page of your passport' : 'Front of your ID', front, setFront, 'front')}
          {needsBack ? sidePicker('Back of your ID', back, setBack, 'back') : null}
        </>
      ) : null}
      {progress !== null ? (
        <div className="id-capture__progress">
          <label htmlFor="id-upload-progress">Sending your ID</label>
          <progress id="id-upload-progress" max={1} value={progress} />
        </div>
      ) : null}
      <p className="id-capture__note">{note}</p>
      <div className="form__actions">
        <Button type="submit" block disabled={progress !== null} aria-busy={progress !== null}>
          {progress !== null ? 'Verifying…' : 'Verify my ID'}
        </Button>
      </div>
    </form>
  );
};
