import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  ADDITIONAL_SIGNER_CONDITIONS_FLAG,
  CONDITION_TEXTS,
  conditionUploadTypes,
  describeCondition,
  documentKindLabel,
  MAX_FILES_PER_UPLOAD,
  UPLOAD_MESSAGES,
} from '@lintel/domain';
import type { TApplicantCondition, TCoDeedStatus } from '@lintel/contract';
import { useConditions } from '@/lib/reads/conditions.ts';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PickedFileList, SEND_WORDS, SkippedFilesAlert } from '@/ui/file-picks/picked-file-list.tsx';
import { useFlag } from '@/lib/feature-flags.ts';
import { signerPath } from '@/lib/navigation.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import { uploadApplicationDocument, uploadSignerDocument } from '@/lib/upload-document.ts';
import { useFilePicks } from '@/lib/use-file-picks.ts';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useToast } from '@/ui/toast-context.ts';
import { useAnswerCondition } from '../api/answer-condition.ts';
import { useConditionQuery } from '../use-condition-query.ts';
import '@/ui/layout.css';
import '../conditions.css';

/** What the file picker offers; the server decides by the bytes (spec 04 section 9.1). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

const isUploadCondition = (condition: TApplicantCondition) =>
  CONDITION_TEXTS[condition.categoryEnum].action === 'upload-document';

/**
 * conditions/upload-document: the borrower sends the documents a condition asks for (spec 02 sections 2
 * and 9). Several files, each with one of the types the condition requests, each sent through the documents
 * module with its own progress; a file can be removed before sending. When every file is in, the condition
 * goes to review (the answer call) and the borrower returns to the conditions page.
 */
const UploadDocumentView = ({ applicationUuid: uuid, forSigner }: { applicationUuid: string; forSigner: boolean }) => {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const query = useConditionQuery();
  const conditions = useConditions(uuid, false, forSigner);
  const conditionsHref = forSigner ? signerPath('conditions') : `/account/heloc/${uuid}/conditions`;
  const answer = useAnswerCondition();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
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

  const files = useFilePicks((): { type: string } => ({ type: types[0] ?? 'SUPPORT' }));
  const { picked } = files;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    setFormError(null);
    files.add(chosen);
  };

  const remove = (id: number) => {
    files.remove(id);
    inputRef.current?.focus();
  };

  const send = async () => {
    if (!condition || sending) return;
    if (picked.length === 0) {
      setFormError(UPLOAD_MESSAGES.noFile);
      return;
    }
    setSending(true);
    setFormError(null);
    const { failed } = await files.sendEach((item, onProgress) =>
      forSigner
        ? uploadSignerDocument({ applicationUuid: uuid, conditionUuid: condition.uuid, type: item.type, file: item.file, onProgress })
        : uploadApplicationDocument({ applicationUuid: uuid, conditionUuid: condition.uuid, type: item.type, file: item.file, onProgress }),
    );
    if (failed > 0) {
      setSending(false);
      setFormError('Some files were not sent. Remove them or choose other files, then send again.');
      return;
    }
    try {
      await answer.mutateAsync({ applicationUuid: uuid, conditionUuid: condition.uuid, forSigner });
      showToast({ variant: 'success', message: 'Thank you. We have your documents and will review them.' });
      await navigate(conditionsHref);
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
          <Link to={conditionsHref}>See your conditions</Link>
        </p>
      ) : null}
      {text && reviewing ? (
        <p>
          We have what you sent for this request and are reviewing it.{' '}
          <Link to={conditionsHref}>See your conditions</Link>
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
          <SkippedFilesAlert messages={files.skipped} />
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
          <PickedFileList
            label="Files to send"
            picked={picked}
            words={SEND_WORDS}
            disabled={sending}
            onRemove={remove}
            details={(item) =>
              types.length > 1 ? (
                <label className="upload-file__type">
                  <span>Document type for {item.file.name}</span>
                  <select
                    value={item.type}
                    disabled={sending || item.state === 'sent'}
                    onChange={(event) => files.update(item.id, { type: event.target.value })}
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
              )
            }
          />
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
        <Link to={conditionsHref}>Back to your conditions</Link>
      </p>
    </section>
  );
};

/** {uuid}/conditions/upload-document: the applicant's upload. */
export const UploadDocumentPage = () => {
  const { uuid = '' } = useParams();
  return <UploadDocumentView applicationUuid={uuid} forSigner={false} />;
};

/** heloc-signer/conditions/upload-document: a co-owner's upload for its own condition (decision 036). */
export const SignerUploadDocumentPage = () => {
  // Conditions are read only while the additional-signer conditions flag is on (spec 02 section 4).
  const flagOn = useFlag(ADDITIONAL_SIGNER_CONDITIONS_FLAG);
  if (!flagOn) return <Navigate replace to={signerPath('conditions')} />;
  return <SignerStatusGate>{(status: TCoDeedStatus) => <UploadDocumentView applicationUuid={status.applicationUuid} forSigner />}</SignerStatusGate>;
};

export { UploadDocumentPage as Component };
