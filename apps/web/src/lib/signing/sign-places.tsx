import { useMemo, useState } from 'react';
import type { TPackageDocument } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PdfViewer, type TPdfMark } from '@/ui/pdf-viewer.tsx';
import { useDocumentBlob } from './document-blob.ts';
import type { TAdopted } from './adopt-signature.tsx';

const placeName = (kind: string, state: TPdfMark['state']) => (state === 'done' ? 'Signed' : kind === 'INITIALS' ? 'Initial here' : 'Sign here');

/**
 * The document of the current place with every place of the signer marked over its pages: signed ones green,
 * open ones dashed, the current one distinct and scrolled to the middle of the viewer on Next and Previous.
 */
const MarkedDocument = ({
  document,
  currentUuid,
  done,
  documentPath,
}: {
  document: TPackageDocument;
  currentUuid: string;
  done: ReadonlySet<string>;
  documentPath?: ((documentUuid: string) => string) | undefined;
}) => {
  const blob = useDocumentBlob(document.documentUuid, documentPath);
  const marks = useMemo<TPdfMark[]>(
    () =>
      document.places.map((place) => {
        const state: TPdfMark['state'] = place.uuid === currentUuid ? 'current' : place.signed || done.has(place.uuid) ? 'done' : 'open';
        return { id: place.uuid, page: place.page, rect: place.rect, state, label: placeName(place.kind, state) };
      }),
    [document.places, currentUuid, done],
  );
  if (blob.isPending) return <p role="status">Preparing {document.title}…</p>;
  if (blob.isError) return <p role="alert">{document.title} could not be loaded. Please try again.</p>;
  return <PdfViewer file={blob.data} title={document.title} marks={marks} />;
};

/** The signer's open places outside the notary, in the package's order. */
export const openPlacesOf = (documents: readonly TPackageDocument[]) =>
  documents
    .filter((document) => !document.notarized)
    .flatMap((document) => document.places.filter((place) => !place.signed).map((place) => ({ ...place, documentTitle: document.title, document })));

/**
 * Signing each place with the adopted signature: Previous and Next (each announced), "Sign here" / "Initial
 * here", the document with its places marked, then "Finish signing". The primary's signing/sign and each
 * co-owner's heloc-signer/sign render it; `documentPath` reads a co-owner's documents through its own call.
 */
export const SignPlaces = ({
  documents,
  adopted,
  onChangeSignature,
  onFinish,
  pending,
  error,
  documentPath,
}: {
  documents: readonly TPackageDocument[];
  adopted: TAdopted;
  onChangeSignature: () => void;
  onFinish: (placeUuids: string[]) => void;
  pending: boolean;
  error: Error | null;
  documentPath?: (documentUuid: string) => string;
}) => {
  const places = useMemo(() => openPlacesOf(documents), [documents]);
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<Set<string>>(new Set());
  const current = places[index];
  const allDone = places.length > 0 && places.every((place) => done.has(place.uuid));
  if (!current) return null;
  return (
    <section className="signing-places" aria-labelledby="places-title">
      <h2 id="places-title">Sign each place</h2>
      <p className="signing-adopted">
        Your signature: <img src={adopted.image} alt={adopted.method === 'TYPED' ? `Typed signature: ${adopted.typedName}` : 'Your drawn signature'} />
      </p>
      <div className="signing-place" aria-live="polite" aria-atomic="true">
        <p className="signing-place__count">
          Place {index + 1} of {places.length}
        </p>
        <p>
          <strong>{current.kind === 'INITIALS' ? 'Initials' : `Signature (${current.label})`}</strong> on page {current.page + 1} of the {current.documentTitle}
        </p>
        <p>{done.has(current.uuid) ? 'Signed.' : 'Not signed yet.'}</p>
      </div>
      <div className="signing-place__actions">
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        {!done.has(current.uuid) ? (
          <Button
            onClick={() => {
              setDone(new Set([...done, current.uuid]));
              if (index < places.length - 1) setIndex(index + 1);
            }}
          >
            {current.kind === 'INITIALS' ? 'Initial here' : 'Sign here'}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={index >= places.length - 1} onClick={() => setIndex(index + 1)}>
          Next
        </Button>
      </div>
      <p>
        {done.size} of {places.length} places signed.
      </p>
      <MarkedDocument key={current.document.uuid} document={current.document} currentUuid={current.uuid} done={done} documentPath={documentPath} />
      {error ? (
        <ErrorAlert>
          <p>{isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {allDone ? (
        <Button onClick={() => onFinish(places.map((place) => place.uuid))} disabled={pending}>
          {pending ? 'Submitting' : 'Finish signing'}
        </Button>
      ) : null}
      <Button variant="link" onClick={onChangeSignature}>
        Change my signature
      </Button>
    </section>
  );
};
