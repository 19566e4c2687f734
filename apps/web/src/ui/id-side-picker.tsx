import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ID_PHOTO_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@lintel/domain';
import { Button } from './button.tsx';
import { checkIdPhoto } from './check-id-photo.ts';
import './id-side-picker.css';

/** What the file picker offers; the server decides by the bytes (spec 04 section 9.1). */
const ACCEPT_FILES = 'image/jpeg,image/png,image/heic,image/heif,application/pdf,.jpg,.jpeg,.png,.heic,.heif,.pdf';

export type TSideState =
  | { state: 'empty' }
  | { state: 'checking'; file: File }
  | { state: 'problem'; file: File; message: string }
  | { state: 'ready'; file: File };

/**
 * One side of the ID: on a phone the camera opens (capture), on a desktop the file picker. Each photo is checked
 * in the browser first; a problem is said plainly with a retake. A preview shows what will be sent.
 */
export const IdSidePicker = ({
  label,
  useCamera,
  value,
  onChange,
  error,
}: {
  label: string;
  useCamera: boolean;
  value: TSideState;
  onChange: (next: TSideState) => void;
  error?: string | undefined;
}) => {
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const file = value.state === 'empty' ? null : value.file;

  // A data URL, not a blob URL: the Content Security Policy allows images from 'self' and data: only.
  useEffect(() => {
    setPreview(null);
    if (!file || !/^image\/(jpeg|png)$/.test(file.type)) return undefined;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (picked.size === 0) return onChange({ state: 'problem', file: picked, message: UPLOAD_MESSAGES.empty(picked.name) });
    if (picked.size > MAX_UPLOAD_BYTES) return onChange({ state: 'problem', file: picked, message: UPLOAD_MESSAGES.tooLarge(picked.name) });
    onChange({ state: 'checking', file: picked });
    const problem = await checkIdPhoto(picked);
    onChange(problem ? { state: 'problem', file: picked, message: ID_PHOTO_MESSAGES[problem] } : { state: 'ready', file: picked });
  };

  const message = value.state === 'problem' ? value.message : error;
  const retakeLabel = useCamera ? 'Retake photo' : 'Choose another file';
  return (
    <div className="id-side">
      <label htmlFor={inputId} className="id-side__label">
        {label}
      </label>
      <p className="id-side__hint">
        {useCamera
          ? 'Your camera opens. Lay the ID flat in good light and fit all four corners in the frame.'
          : 'Choose a clear photo or scan (JPEG, PNG, HEIC or PDF, up to 10 MB) showing all four corners.'}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        className="id-side__input"
        type="file"
        accept={useCamera ? 'image/*' : ACCEPT_FILES}
        {...(useCamera ? { capture: 'environment' as const } : {})}
        aria-describedby={statusId}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void onPick(event)}
      />
      <div id={statusId} className="id-side__status" aria-live="polite">
        {value.state === 'checking' ? <p>Checking the photo…</p> : null}
        {value.state === 'ready' ? <p className="id-side__ok">{value.file.name} looks good.</p> : null}
        {message ? <p className="id-side__error">{message}</p> : null}
      </div>
      {preview && value.state !== 'empty' ? <img className="id-side__preview" src={preview} alt={`Preview of the ${label.toLowerCase()}`} /> : null}
      {value.state === 'problem' || value.state === 'ready' ? (
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          {retakeLabel}
        </Button>
      ) : null}
    </div>
  );
};
