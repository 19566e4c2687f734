import { useRef, useState, type DragEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { INCOME_MESSAGES, MAX_FILES_PER_UPLOAD } from '@lintel/domain';
import type { TIncomeReview } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PickedFileList, SkippedFilesAlert, UPLOAD_WORDS } from '@/ui/file-picks/picked-file-list.tsx';
import { uploadApplicationDocument } from '@/lib/upload-document.ts';
import { useFilePicks } from '@/lib/use-file-picks.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { useMediaQuery } from '@/ui/use-media-query.ts';
import { useSubmitPaystubs } from '../api/income-api.ts';
import { IncomeFrame } from './income-frame.tsx';
import { afterCall } from '@/lib/after-call.ts';

/** What the picker offers; the server decides by the bytes (spec 04 section 9.1). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

const PaystubForm = ({ uuid, review }: { uuid: string; review: TIncomeReview }) => {
  const navigate = useNavigate();
  const submit = useSubmitPaystubs();
  const phone = useMediaQuery('(pointer: coarse)');
  const pickerRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const files = useFilePicks(() => ({}));
  const { picked } = files;
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [over, setOver] = useState(false);
  const required = review.paystubs.numDocsRequired;

  const add = (chosen: File[]) => {
    setFormError(null);
    files.add(chosen);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!sending) add(Array.from(event.dataTransfer.files));
  };

  const remove = (id: number) => {
    files.remove(id);
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
    const { documentUuids, failed } = await files.sendEach((item, onProgress) =>
      uploadApplicationDocument({
        applicationUuid: uuid,
        type: 'USER_UPLOADED_PAYSTUB',
        conditionUuid: review.paystubs.conditionUuid,
        file: item.file,
        onProgress,
      }),
    );
    if (failed > 0) {
      setSending(false);
      setFormError('Some files were not uploaded. Remove them or choose other files, then upload again.');
      return;
    }
    afterCall(
      submit.mutateAsync({ uuid, request: { documentUuids, ...(review.paystubs.conditionUuid ? { conditionUuid: review.paystubs.conditionUuid } : {}) } }),
      (answer) =>
        void navigate(answer.applicationStatus === 'INCOME_VERIFICATION' ? `/account/heloc/${uuid}/income/review` : `/account/heloc/${uuid}`, {
          replace: true,
        }),
      (error) => {
        setSending(false);
        setFormError(isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE);
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
      <SkippedFilesAlert messages={files.skipped} />
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
      <PickedFileList label="Paystubs to upload" picked={picked} words={UPLOAD_WORDS} disabled={sending} onRemove={remove} />
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
