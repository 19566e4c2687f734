import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CONDITION_TEXTS,
  conditionUploadTypes,
  describeCondition,
  documentKindLabel,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
} from '@lintel/domain';
import type { TApplicantCondition } from '@lintel/contract';
import { useConditions } from '@/lib/reads/conditions.ts';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useToast } from '@/ui/toast-context.ts';
import { useAnswerCondition } from '../api/answer-condition.ts';
import { uploadConditionFile } from '../api/upload-condition-file.ts';
import { useConditionQuery } from '../use-condition-query.ts';
import '@/ui/layout.css';
import '../conditions.css';

/** What the file picker offers; the server decides by the bytes (spec 04 section 9.1). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

type TPicked = {
  id: number;
  file: File;
  type: string;
  state: 'ready' | 'sending' | 'sent' | 'failed';
  progress: number;
  error?: string;
};

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const stateLabel = (picked: TPicked) =>
  picked.state === 'sent'
    ? 'Sent'
    : picked.state === 'sending'
      ? `Sending, ${Math.round(picked.progress * 100)}%`
      : picked.state === 'failed'
        ? 'Not sent'
        : 'Ready to send';

const isUploadCondition = (condition: TApplicantCondition) =>
  CONDITION_TEXTS[condition.categoryEnum].action === 'upload-document';

/**
 * conditions/upload-document: the borrower sends the documents a condition asks for (spec 02 sections 2
 * and 9). Several files, each with one of the types the condition requests, each sent through the documents
 * module with its own progress; a file can be removed before sending. When every file is in, the condition
 * goes to review (the answer call) and the borrower returns to the conditions page.
 */
export const UploadDocumentPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const query = useConditionQuery();
  const conditions = useConditions(uuid);
  const answer = useAnswerCondition();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const [picked, setPicked] = useState<TPicked[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // The link names the condition; a link with only its category (an old email) finds the open one of that kind.
  const condition =
    conditions.data?.find((c) => c.uuid === query.conditionUuid && isUploadCondition(c)) ??
    (query.conditionUuid
      ? undefined
      : conditions.data?.find(
          (c) => c.categoryEnum === query.conditionEnum && c.actionNeeded && isUploadCondition(c),
        ));
  const types = condition ? conditionUploadTypes(condition) : [];

  const update = (id: number, change: Partial<TPicked>) =>
    setPicked((all) => all.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const tooLarge = files.filter((file) => file.size > MAX_UPLOAD_BYTES);
    const empty = files.filter((file) => file.size === 0);
    const fitting = files.filter((file) => file.size > 0 && file.size <= MAX_UPLOAD_BYTES);
    const room = Math.max(0, MAX_FILES_PER_UPLOAD - picked.filter((p) => p.state !== 'sent').length);
    const messages = [
      ...tooLarge.map((file) => UPLOAD_MESSAGES.tooLarge(file.name)),
      ...empty.map((file) => UPLOAD_MESSAGES.empty(file.name)),
      ...(fitting.length > room ? [UPLOAD_MESSAGES.tooManyFiles] : []),
    ];
    setSkipped(messages);
    setFormError(null);
    setPicked((all) => [
      ...all,
      ...fitting.slice(0, room).map((file) => ({
        id: nextId.current++,
        file,
        type: types[0] ?? 'SUPPORT',
        state: 'ready' as const,
        progress: 0,
      })),
    ]);
  };

  const remove = (id: number) => {
    setPicked((all) => all.filter((p) => p.id !== id));
    inputRef.current?.focus();
  };

  const send = async () => {
    if (!condition || sending) return;
    const waiting = picked.filter((p) => p.state !== 'sent');
    if (picked.length === 0) {
      setFormError(UPLOAD_MESSAGES.noFile);
      return;
    }
    setSending(true);
    setFormError(null);
    let failed = 0;
    for (const item of waiting) {
      update(item.id, { state: 'sending', progress: 0, error: undefined });
      try {
        await uploadConditionFile({
          applicationUuid: uuid,
          conditionUuid: condition.uuid,
          type: item.type,
          file: item.file,
          onProgress: (progress) => update(item.id, { progress }),
        });
        update(item.id, { state: 'sent', progress: 1 });
      } catch (error) {
        failed += 1;
        update(item.id, {
          state: 'failed',
          error: isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE,
        });
      }
    }
    if (failed > 0) {
      setSending(false);
      setFormError('Some files were not sent. Remove them or choose other files, then send again.');
      return;
    }
    try {
      await answer.mutateAsync({ applicationUuid: uuid, conditionUuid: condition.uuid });
      showToast({ variant: 'success', message: 'Thank you. We have your documents and will review them.' });
      await navigate(`/account/heloc/${uuid}/conditions`);
    } catch (error) {
      setSending(false);
      setFormError(isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };

  const text = condition ? describeCondition(condition) : null;
  const reviewing = condition !== undefined && !condition.actionNeeded;

  return (
    <section className="conditions-page">
      <PageHeading>Upload documents</PageHeading>
      {conditions.isPending ? (
        <p role="status" className="conditions-page__loading">
          <Spinner /> Loading your request
        </p>
      ) : null}
      {conditions.isError ? (
        <ErrorAlert>
          <p>{isApiError(conditions.error) ? conditions.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {conditions.isSuccess && !condition ? (
        <p>
          There is no open request for documents here.{' '}
          <Link to={`/account/heloc/${uuid}/conditions`}>See your conditions</Link>
        </p>
      ) : null}
      {text && reviewing ? (
        <p>
          We have what you sent for this request and are reviewing it.{' '}
          <Link to={`/account/heloc/${uuid}/conditions`}>See your conditions</Link>
        </p>
      ) : null}
      {text && !reviewing ? (
        <>
          <h2 className="conditions-page__section">{text.title}</h2>
          <p>{text.description}</p>
          <p className="upload-page__hint">
            We accept {types.map(documentKindLabel).join(' or ').toLowerCase()} as PDF, JPEG, PNG or HEIC
            files of up to 10 MB each, up to {MAX_FILES_PER_UPLOAD} at a time.
          </p>
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
          <div className="upload-page__picker">
            <label htmlFor={inputId} className="upload-page__picker-label">
              Choose files
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={onPick}
              disabled={sending}
            />
          </div>
          {picked.length > 0 ? (
            <ul className="upload-page__files" aria-label="Files to send">
              {picked.map((item) => (
                <li key={item.id} className="upload-file">
                  <div className="upload-file__top">
                    <span className="upload-file__name">{item.file.name}</span>
                    <span className="upload-file__size">{sizeLabel(item.file.size)}</span>
                  </div>
                  {types.length > 1 ? (
                    <label className="upload-file__type">
                      <span>Document type for {item.file.name}</span>
                      <select
                        value={item.type}
                        disabled={sending || item.state === 'sent'}
                        onChange={(event) => update(item.id, { type: event.target.value })}
                      >
                        {types.map((type) => (
                          <option key={type} value={type}>
                            {documentKindLabel(type)}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : (
                    <span className="upload-file__kind">{documentKindLabel(item.type)}</span>
                  )}
                  {item.state === 'ready' ? null : (
                    <progress
                      className="upload-file__progress"
                      max={1}
                      value={item.progress}
                      aria-label={`Upload progress of ${item.file.name}`}
                    />
                  )}
                  <span className={`upload-file__state upload-file__state--${item.state}`} role="status">
                    {stateLabel(item)}
                  </span>
                  {item.error ? <p className="upload-file__error">{item.error}</p> : null}
                  {item.state !== 'sent' ? (
                    <Button
                      variant="secondary"
                      disabled={sending}
                      onClick={() => remove(item.id)}
                      aria-label={`Remove ${item.file.name}`}
                    >
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
                  <Spinner /> Sending
                </>
              ) : (
                'Send documents'
              )}
            </Button>
          </div>
        </>
      ) : null}
      <p>
        <Link to={`/account/heloc/${uuid}/conditions`}>Back to your conditions</Link>
      </p>
    </section>
  );
};

export { UploadDocumentPage as Component };
