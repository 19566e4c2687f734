import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TSignerPackage, TSignResponse } from '@lintel/contract';
import { SIGNING_MESSAGES, US_STATE_ABBREVS, US_STATE_NAMES } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button, buttonClassName } from '@/ui/button.tsx';
import { InlineErrorPanel } from '@/ui/inline-error-panel.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useSignerPackage, useSignSignerPackage } from '../api/signer-package.ts';
import { signerPath } from '../signer-paths.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import '@/ui/layout.css';
import '@/ui/visually-hidden.css';
import '../heloc-signer.css';

/** The typed signature drawn in a handwriting face into a PNG, as the server stores and writes it into the PDFs. */
const drawTypedSignature = (name: string): string => {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.fillStyle = '#1a1f24';
  context.font = 'italic 48px "Brush Script MT", "Segoe Script", cursive';
  context.textBaseline = 'middle';
  context.fillText(name, 12, 60, 576);
  return canvas.toDataURL('image/png');
};

const Signed = ({ result }: { result: TSignResponse }) => (
  <>
    <p role="status">Thank you. You have signed, and your signed copies are sealed.</p>
    {result.sealedDocuments.length > 0 ? (
      <ul>
        {result.sealedDocuments.map((document) => (
          <li key={document.documentUuid}>{document.title}</li>
        ))}
      </ul>
    ) : null}
    <div className="form__actions">
      <Link className={buttonClassName('primary', true)} to={signerPath('intro')}>
        See your next step
      </Link>
      <Link to={signerPath('documents')}>Read your signed copies</Link>
    </div>
  </>
);

const SignForm = ({ pkg }: { pkg: TSignerPackage }) => {
  const sign = useSignSignerPackage();
  const places = useMemo(
    () =>
      pkg.documents
        .filter((document) => !document.notarized)
        .flatMap((document) => document.places.filter((place) => !place.signed).map((place) => ({ ...place, title: document.title }))),
    [pkg.documents],
  );
  const [typedName, setTypedName] = useState(pkg.signer.name);
  const [state, setState] = useState('');
  const [index, setIndex] = useState(0);
  const [stepped, setStepped] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const current = places[index];
  const allStepped = places.every((place) => stepped.has(place.uuid));

  if (sign.isSuccess) return <Signed result={sign.data} />;
  if (places.length === 0) return <p>There is nothing left for you to sign here.</p>;

  const step = (to: number) => {
    if (current) setStepped((all) => new Set(all).add(current.uuid));
    setIndex(Math.max(0, Math.min(places.length - 1, to)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (typedName.trim().length < 2) return setError(SIGNING_MESSAGES.typedNameRequired);
    if (!state) return setError(SIGNING_MESSAGES.stateRequired);
    const all = current ? new Set(stepped).add(current.uuid) : stepped;
    if (places.some((place) => !all.has(place.uuid))) return setError(SIGNING_MESSAGES.placesMissing);
    sign.mutate(
      {
        signature: { method: 'TYPED', typedName: typedName.trim(), image: drawTypedSignature(typedName.trim()) },
        placeUuids: [...all],
        location: { kind: 'STATED', state },
      },
      { onError: (caught) => setError(isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE) },
    );
  };

  return (
    <form className="form signer-id-form" noValidate onSubmit={onSubmit}>
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      <TextField
        label="Type your full name to adopt it as your signature"
        autoComplete="name"
        value={typedName}
        onChange={(event) => setTypedName(event.target.value)}
      />
      {typedName.trim().length >= 2 ? (
        <p className="signer-sign__preview">
          <span className="visually-hidden">Your signature: </span>
          {typedName.trim()}
        </p>
      ) : null}
      <label htmlFor="signer-state">Which state are you in right now?</label>
      <select id="signer-state" className="signer-sign__select" value={state} onChange={(event) => setState(event.target.value)}>
        <option value="">Choose a state</option>
        {US_STATE_ABBREVS.map((abbrev) => (
          <option key={abbrev} value={abbrev}>
            {US_STATE_NAMES[abbrev]}
          </option>
        ))}
      </select>
      {current ? (
        <div className="signer-sign__place" aria-live="polite">
          <p>
            <strong>
              Place {index + 1} of {places.length}:
            </strong>{' '}
            {current.kind === 'INITIALS' ? 'Initials' : 'Signature'} for “{current.label}” in {current.title}, page {current.page + 1}.
          </p>
          <div className="signer-card__actions">
            <Button variant="secondary" disabled={index === 0} onClick={() => step(index - 1)}>
              Previous
            </Button>
            <Button variant="secondary" disabled={index === places.length - 1} onClick={() => step(index + 1)}>
              Next
            </Button>
          </div>
        </div>
      ) : null}
      <div className="form__actions">
        <Button type="submit" block disabled={sign.isPending || (!allStepped && index !== places.length - 1)} aria-busy={sign.isPending}>
          {sign.isPending ? 'Submitting' : 'Sign'}
        </Button>
      </div>
    </form>
  );
};

/** heloc-signer/sign: adopt a typed signature, step through each of this owner's places, sign. */
export const SignerSignPage = () => {
  const pkg = useSignerPackage();
  return (
    <SignerStatusGate>
      {() => (
        <section className="signer-page">
          <PageHeading>Sign your documents</PageHeading>
          {pkg.isPending ? <p role="status">Loading…</p> : null}
          {pkg.isError ? <InlineErrorPanel onRetry={() => void pkg.refetch()} /> : null}
          {pkg.isSuccess ? <SignForm pkg={pkg.data} /> : null}
        </section>
      )}
    </SignerStatusGate>
  );
};

export { SignerSignPage as Component };
