import { Fragment, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { documentPath, type TAgentApplicationDetail, type TApplicantFacts } from '@lintel/contract';
import { allowedNextStatuses, APPLICATION_STATUSES, CONDITION_CATEGORIES, formatWholeDollars, isApplicationStatus } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { TextField } from '@/ui/text-field.tsx';
import {
  useApplicationDetail,
  useApplicationMessages,
  useCreateCondition,
  useMoveStatus,
  useResolveCondition,
  useRevealFacts,
} from '../api/applications.ts';
import { useIsOpsAdmin } from '../api/ops-session.ts';
import { formatBytes, formatDateTime, statusWords } from '../format.ts';
import { FileViewer, type TViewedFile } from './document-viewer.tsx';
import { SelectField } from './select-field.tsx';
import { TextArea } from './text-area.tsx';


const Summary = ({ detail }: { detail: TAgentApplicationDetail }) => {
  const { application } = detail;
  const property = application.property;
  return (
    <dl className="ops-facts">
      <dt>Status</dt>
      <dd>
        <span className="ops-status">{statusWords(application.applicationStatus)}</span> <code>{application.applicationStatus}</code>
      </dd>
      <dt>Loan number</dt>
      <dd>{application.loanNumber ?? '—'}</dd>
      <dt>Brand</dt>
      <dd>{detail.organizationCode}</dd>
      <dt>Created</dt>
      <dd>{formatDateTime(application.auditFields.createdDate)}</dd>
      <dt>Property</dt>
      <dd>{property ? `${property.street1}${property.street2 ? `, ${property.street2}` : ''}, ${property.city}, ${property.state} ${property.zip}` : '—'}</dd>
      <dt>Line amount</dt>
      <dd>{application.amount === null ? '—' : formatWholeDollars(application.amount)}</dd>
      <dt>Credit score</dt>
      <dd>{detail.creditScore ?? '—'}</dd>
      <dt>Session replay</dt>
      {/* The server stores only http(s) links (spec 03 section 7), so the address is safe to link to. */}
      <dd>{detail.fullStoryLink ? <a href={detail.fullStoryLink} target="_blank" rel="noopener noreferrer">Open the applicant’s session replay</a> : '—'}</dd>
    </dl>
  );
};

const MoveStatus = ({ uuid, from }: { uuid: string; from: string }) => {
  const isAdmin = useIsOpsAdmin();
  const move = useMoveStatus(uuid);
  const [force, setForce] = useState(false);
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ status?: string; reason?: string }>({});
  const allowed = isApplicationStatus(from) ? allowedNextStatuses(from) : [];
  const choices = force ? APPLICATION_STATUSES.filter((s) => s !== from) : allowed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { status: status ? undefined : 'Required', reason: reason.trim() ? undefined : 'Required' };
    setErrors(next);
    if (next.status || next.reason) return;
    move.mutate(
      { status, reason: reason.trim(), force },
      {
        onSuccess: () => {
          setStatus('');
          setReason('');
        },
      },
    );
  };
  return (
    <section className="ops-card" aria-labelledby="ops-move-heading">
      <h2 id="ops-move-heading">Move status</h2>
      {choices.length === 0 ? <p>No move is allowed from {statusWords(from)}.</p> : null}
      {move.isError ? (
        <ErrorAlert>
          <p>{move.error.message}</p>
        </ErrorAlert>
      ) : null}
      {move.isSuccess ? <p role="status">Moved to {statusWords(move.data.applicationStatus)}.</p> : null}
      <form noValidate onSubmit={submit}>
        {isAdmin ? (
          <label className="ops-row">
            <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} /> Force any status (admin)
          </label>
        ) : null}
        <SelectField
          label="New status"
          value={status}
          error={errors.status}
          onChange={(e) => setStatus(e.target.value)}
          options={[{ value: '', label: 'Choose a status' }, ...choices.map((s) => ({ value: s, label: `${statusWords(s)} (${s})` }))]}
        />
        <TextArea label="Reason" maxLength={1000} value={reason} error={errors.reason} onChange={(e) => setReason(e.target.value)} />
        <Button type="submit" disabled={move.isPending || choices.length === 0}>
          Move status
        </Button>
      </form>
    </section>
  );
};

const FACT_LABELS: Array<[keyof TAgentApplicationDetail['maskedFacts'], string]> = [
  ['email', 'Email'],
  ['phoneNumber', 'Phone'],
  ['dateOfBirth', 'Date of birth'],
  ['homeAddress', 'Home address'],
  ['annualIncome', 'Annual income'],
];

const revealedValue = (facts: TApplicantFacts, key: (typeof FACT_LABELS)[number][0]): string => {
  switch (key) {
    case 'email':
      return facts.email ?? '—';
    case 'phoneNumber':
      return facts.phoneNumbers.map((p) => `${p.number} (${p.type.toLowerCase()})`).join(', ') || '—';
    case 'dateOfBirth':
      return facts.dateOfBirth ?? '—';
    case 'homeAddress':
      return facts.homeAddress ?? '—';
    case 'annualIncome':
      return `${formatWholeDollars(facts.annualIncome)}${facts.otherIncome ? ` plus ${formatWholeDollars(facts.otherIncome)} other` : ''} (${facts.employmentType.toLowerCase().replace(/_/g, ' ')})`;
  }
};

const ApplicantFacts = ({ uuid, detail }: { uuid: string; detail: TAgentApplicationDetail }) => {
  const reveal = useRevealFacts(uuid);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const facts = reveal.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Required');
    setError(undefined);
    reveal.mutate(reason.trim());
  };
  return (
    <section className="ops-card" aria-labelledby="ops-facts-heading">
      <h2 id="ops-facts-heading">Applicant</h2>
      <dl className="ops-facts">
        <dt>Name</dt>
        <dd>{facts?.fullName ?? `${detail.applicant.firstName} ${detail.applicant.lastName}`}</dd>
        {FACT_LABELS.map(([key, label]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>{facts ? revealedValue(facts, key) : (detail.maskedFacts[key] ?? '—')}</dd>
          </Fragment>
        ))}
      </dl>
      {facts ? (
        <p role="status">Shown at {formatDateTime(facts.revealedAt)}; this reveal is in the audit trail.</p>
      ) : (
        <form noValidate onSubmit={submit}>
          {reveal.isError ? (
            <ErrorAlert>
              <p>{reveal.error.message}</p>
            </ErrorAlert>
          ) : null}
          <TextField
            label="Reason to see personal data"
            description="Recorded in the audit trail with your name and the time."
            maxLength={500}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={reveal.isPending}>
            Reveal personal data
          </Button>
        </form>
      )}
    </section>
  );
};

const Conditions = ({ uuid, detail }: { uuid: string; detail: TAgentApplicationDetail }) => {
  const create = useCreateCondition(uuid);
  const resolve = useResolveCondition(uuid);
  const [category, setCategory] = useState('');
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category) return setError('Required');
    setError(undefined);
    create.mutate(
      { categoryEnum: category as (typeof CONDITION_CATEGORIES)[number], ...(comments.trim() ? { commentsToBorrower: comments.trim() } : {}) },
      {
        onSuccess: () => {
          setCategory('');
          setComments('');
        },
      },
    );
  };
  return (
    <section className="ops-card" aria-labelledby="ops-conditions-heading">
      <h2 id="ops-conditions-heading">Conditions</h2>
      {resolve.isError ? (
        <ErrorAlert>
          <p>{resolve.error.message}</p>
        </ErrorAlert>
      ) : null}
      {detail.conditions.length === 0 ? <p>No conditions.</p> : null}
      <ul className="ops-list">
        {detail.conditions.map((condition) => (
          <li key={condition.uuid}>
            <div className="ops-row">
              <strong>{statusWords(condition.categoryEnum)}</strong>
              <span className="ops-muted">
                {condition.resolvedAt
                  ? `Resolved ${formatDateTime(condition.resolvedAt)}${condition.resolution ? `: ${condition.resolution}` : ''}`
                  : condition.submittedAt
                    ? `Answered ${formatDateTime(condition.submittedAt)}`
                    : `Open since ${formatDateTime(condition.created)}`}
              </span>
              {condition.resolvedAt ? null : (
                <Button
                  variant="secondary"
                  disabled={resolve.isPending}
                  aria-label={`Resolve ${statusWords(condition.categoryEnum)}`}
                  onClick={() => resolve.mutate({ conditionUuid: condition.uuid, resolution: 'Resolved' })}
                >
                  Resolve
                </Button>
              )}
            </div>
            {condition.commentsToBorrower ? <p className="ops-muted">{condition.commentsToBorrower}</p> : null}
          </li>
        ))}
      </ul>
      <h3>New condition</h3>
      {create.isError ? (
        <ErrorAlert>
          <p>{create.error.message}</p>
        </ErrorAlert>
      ) : null}
      <form noValidate onSubmit={submit}>
        <SelectField
          label="Condition"
          value={category}
          error={error}
          onChange={(e) => setCategory(e.target.value)}
          options={[{ value: '', label: 'Choose a condition' }, ...CONDITION_CATEGORIES.map((c) => ({ value: c, label: statusWords(c) }))]}
        />
        <TextArea label="Comment to the borrower (optional)" maxLength={2000} value={comments} onChange={(e) => setComments(e.target.value)} />
        <Button type="submit" disabled={create.isPending}>
          Create condition
        </Button>
      </form>
    </section>
  );
};

const Documents = ({ detail }: { detail: TAgentApplicationDetail }) => {
  const [viewing, setViewing] = useState<TViewedFile | null>(null);
  return (
    <section className="ops-card" aria-labelledby="ops-documents-heading">
      <h2 id="ops-documents-heading">Documents</h2>
      {detail.documents.length === 0 ? <p>No documents yet.</p> : null}
      <ul className="ops-list">
        {detail.documents.map((document) => (
          <li key={document.uuid} className="ops-row">
            <Button
              variant="link"
              onClick={() => setViewing({ path: documentPath(document.uuid), name: document.name, contentType: document.contentType })}
            >
              {document.name}
            </Button>
            <span className="ops-muted">
              {statusWords(document.type)}, {formatBytes(document.sizeBytes)}, {formatDateTime(document.createdAt)}
              {document.signed ? ', signed' : ''}
            </span>
          </li>
        ))}
      </ul>
      <FileViewer file={viewing} onClose={() => setViewing(null)} />
    </section>
  );
};

const Messages = ({ uuid }: { uuid: string }) => {
  const messages = useApplicationMessages(uuid);
  return (
    <section className="ops-card" aria-labelledby="ops-messages-heading">
      <h2 id="ops-messages-heading">Messages to the applicant</h2>
      {messages.isError ? (
        <ErrorAlert>
          <p>{messages.error.message}</p>
        </ErrorAlert>
      ) : null}
      {messages.data?.length === 0 ? <p>No messages.</p> : null}
      <ul className="ops-list">
        {messages.data?.map((message, index) => (
          <li key={`${message.createdAt}-${index}`}>
            <details>
              <summary>
                {message.channel === 'EMAIL' ? 'Email' : 'Text'}: {message.subject} <span className="ops-muted">({statusWords(message.status)}, {formatDateTime(message.createdAt)})</span>
              </summary>
              <p className="ops-messages__text">{message.text}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
};

const AuditTrail = ({ detail }: { detail: TAgentApplicationDetail }) => (
  <section className="ops-card" aria-labelledby="ops-audit-heading">
    <h2 id="ops-audit-heading">Audit trail</h2>
    <ol className="ops-list" reversed>
      {[...detail.auditTrail].reverse().map((entry) => (
        <li key={entry.uuid}>
          <div className="ops-row">
            <strong>{statusWords(entry.action)}</strong>
            {entry.fromStatus || entry.toStatus ? (
              <span>
                {entry.fromStatus ? statusWords(entry.fromStatus) : '—'} → {entry.toStatus ? statusWords(entry.toStatus) : '—'}
              </span>
            ) : null}
            <span className="ops-muted">
              {formatDateTime(entry.at)}, {entry.actorKind.toLowerCase()}
              {entry.actorIdentityUuid ? ` ${entry.actorIdentityUuid.slice(0, 8)}` : ''}
            </span>
          </div>
          {entry.reason ? <p className="ops-messages__text">Reason: {entry.reason}</p> : null}
        </li>
      ))}
    </ol>
  </section>
);

export const ApplicationPage = () => {
  const uuid = useParams().uuid ?? '';
  const detail = useApplicationDetail(uuid);
  if (detail.isError)
    return (
      <section>
        <PageHeading>Application not found</PageHeading>
        <p>{detail.error.message}</p>
        <Link to="/ops/applications">Back to applications</Link>
      </section>
    );
  if (!detail.data) return <p role="status">Loading application…</p>;
  const data = detail.data;
  return (
    <section>
      <p>
        <Link to="/ops/applications">Back to applications</Link>
      </p>
      <PageHeading>
        {data.applicant.firstName} {data.applicant.lastName}
      </PageHeading>
      <Summary detail={data} />
      <div className="ops-grid">
        <ApplicantFacts uuid={uuid} detail={data} />
        <MoveStatus key={data.application.applicationStatus} uuid={uuid} from={data.application.applicationStatus} />
        <Conditions uuid={uuid} detail={data} />
        <Documents detail={data} />
        <Messages uuid={uuid} />
        <AuditTrail detail={data} />
      </div>
    </section>
  );
};

export { ApplicationPage as Component };
