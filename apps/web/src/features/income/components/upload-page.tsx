import { useRef, useState, type DragEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { INCOME_MESSAGES, MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@lintel/domain';
import type { TIncomeReview } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useMediaQuery } from '@/ui/use-media-query.ts';
import { useSubmitPaystubs } from '../api/income-api.ts';
import { uploadPaystub } from '../api/upload-paystub.ts';
import { IncomeFrame } from './income-frame.tsx';

/** What the picker offers; the server decides by the bytes (spec 04 section 9.1). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

type TPicked = { id: number; file: File; state: 'ready' | 'sending' | 'sent' | 'failed'; progress: number; documentUuid?: string; error?: string };

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const stateLabel = (picked: TPicked) =>
  picked.state === 'sent'
    ? 'Uploaded'
    : picked.state === 'sending'
      ? `Uploading, ${Math.round(picked.progress * 100)}%`
      : picked.state === 'failed'
        ? 'Not uploaded'
        : 'Ready to upload';

const PaystubForm = ({ uuid, review }: { uuid: string; review: TIncomeReview }) => {
  const navigate = useNavigate();
  const submit = useSubmitPaystubs();
  const phone = useMediaQuery('(pointer: coarse)');
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const [picked, setPicked] = useState<TPicked[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [over, setOver] = useState(false);
  const required = review.paystubs.numDocsRequired;

  const update = (id: number, change: Partial<TPicked>) => setPicked((all) => all.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const add = (files: File[]) => {
    const fitting = files.filter((file) => file.size > 0 && file.size <= MAX_UPLOAD_BYTES);
    const room = Math.max(0, MAX_FILES_PER_UPLOAD - picked.length);
    setSkipped([
      ...files.filter((file) => file.size > MAX_UPLOAD_BYTES).map((file) => UPLOAD_MESSAGES.tooLarge(file.name)),
      ...files.filter((file) => file.size === 0).map((file) => UPLOAD_MESSAGES.empty(file.name)),
      ...(fitting.length > room ? [UPLOAD_MESSAGES.tooManyFiles] : []),
    ]);
    setFormError(null);
    setPicked((all) => [...all, ...fitting.slice(0, room).map((file) => ({ id: nextId.current++, file, state: 'ready' as const, progress: 0 }))]);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!sending) add(Array.from(event.dataTransfer.files));
  };

  const remove = (id: number) => {
    setPicked((all) => all.filter((p) => p.id !== id));
    pickerRef.current?.focus();
  };

  const send = async () => {
    if (sending) return;
    if (picked.length < required) {
      setFormError(INCOME_MESSAGES.paystubsRequired(required));
      return;
    }
    setSending(true);
    setFormError(null);
    const documentUuids: string[] = [];
    let failed = 0;
    for (const item of picked) {
      if (item.state === 'sent' && item.documentUuid) {
        documentUuids.push(item.documentUuid);
        continue;
      }
      update(item.id, { state: 'sending', progress: 0, error: undefined });
      try {
        const document = await uploadPaystub({
          applicationUuid: uuid,
          conditionUuid: review.paystubs.conditionUuid,
          file: item.file,
          onProgress: (progress) => update(item.id, { progress }),
        });
        documentUuids.push(document.uuid);
        update(item.id, { state: 'sent', progress: 1, documentUuid: document.uuid });
      } catch (error) {
        failed += 1;
        update(item.id, { state: 'failed', error: isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE });
      }
    }
    if (failed > 0) {
      setSending(false);
      setFormError('Some files were not uploaded. Remove them or choose other files, then upload again.');
      return;
    }
    submit.mutate(
      { uuid, request: { documentUuids, ...(review.paystubs.conditionUuid ? { conditionUuid: review.paystubs.conditionUuid } : {}) } },
      {
        onSuccess: (answer) =>
          void navigate(answer.applicationStatus === 'INCOME_VERIFICATION' ? `/account/heloc/${uuid}/income/review` : `/account/heloc/${uuid}`, {
            replace: true,
          }),
        onError: (error) => {
          setSending(false);
          setFormError(isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE);
        },
      },
    );
  };

  return (
    <>
      <p className="income-next" role="status">
        {review.paystubs.description}
      </p>
      <p>PDF, JPEG, PNG or HEIC files of up to 10 MB each, up to {MAX_FILES_PER_UPLOAD} at a time. Each paystub must show your name, your employer and the pay period.</p>
      {formError ? (
        <ErrorAlert>
          <p>{formError}</p>
        </ErrorAlert>
      ) : null}
      {skipped.length > 0 ? (
        <ErrorAlert title="Some files were not added">
          <ul>
            {skipped.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </ErrorAlert>
      ) : null}
      <div
        className={`income-drop${over ? ' income-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>Drag your paystubs here, or</p>
        <div className="income-drop__actions">
          <Button variant="secondary" disabled={sending} onClick={() => pickerRef.current?.click()}>
            Choose files
          </Button>
          {phone ? (
            <Button variant="secondary" disabled={sending} onClick={() => cameraRef.current?.click()}>
              Take a photo
            </Button>
          ) : null}
        </div>
        <input
          ref={pickerRef}
          type="file"
          multiple
          accept={ACCEPT}
          aria-label="Choose paystub files"
          tabIndex={-1}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Take a photo of a paystub"
          tabIndex={-1}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {picked.length > 0 ? (
        <ul className="income-files" aria-label="Paystubs to upload">
          {picked.map((item) => (
            <li key={item.id} className="income-file">
              <div className="income-file__top">
                <span>{item.file.name}</span>
                <span>{sizeLabel(item.file.size)}</span>
              </div>
              {item.state === 'ready' ? null : (
                <progress className="income-file__progress" max={1} value={item.progress} aria-label={`Upload progress of ${item.file.name}`} />
              )}
              <span role="status">{stateLabel(item)}</span>
              {item.error ? <p className="income-file__error">{item.error}</p> : null}
              {item.state !== 'sent' ? (
                <Button variant="secondary" disabled={sending} onClick={() => remove(item.id)} aria-label={`Remove ${item.file.name}`}>
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form__actions">
        <Button block disabled={sending} aria-busy={sending} onClick={() => void send()}>
          {sending ? (
            <>
              <Spinner /> Uploading
            </>
          ) : (
            `Upload ${required === 1 ? 'paystub' : 'paystubs'}`
          )}
        </Button>
      </div>
    </>
  );
};

/** income/upload: paystubs, as many as asked (numDocsRequired), by drag and drop, the picker or the phone's camera. */
export const IncomeUploadPage = () => {
  const { uuid = '' } = useParams();
  return (
    <IncomeFrame uuid={uuid} heading="Upload your paystubs">
      {(review) =>
        review.applicationStatus === 'INCOME_VERIFICATION' ? (
          <>
            <PaystubForm uuid={uuid} review={review} />
            <p>
              <Link to={`/account/heloc/${uuid}/income/review`}>Choose another way to verify your income</Link>
            </p>
          </>
        ) : (
          <p>
            Your income step is not open now. <Link to={`/account/heloc/${uuid}`}>Continue with your application</Link>
          </p>
        )
      }
    </IncomeFrame>
  );
};

export { IncomeUploadPage as Component };
