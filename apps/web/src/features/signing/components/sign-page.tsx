import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TPackageDocument, TSignResponse } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { PdfViewer, type TPdfMark } from '@/ui/pdf-viewer.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useDocumentBlob, useSigningPackage, useSignPackage } from '../api/signing-calls.ts';
import { readSigningLocation, saveSigningLocation } from '../location-store.ts';
import { AdoptSignature, type TAdopted } from './adopt-signature.tsx';
import { ConsentWithdrawnNotice } from './consent-withdrawal.tsx';
import { LocationModal } from './location-modal.tsx';
import { SignedCopies } from './signed-copies.tsx';
import '@/ui/layout.css';
import '../signing.css';

const placeName = (kind: string, state: TPdfMark['state']) => (state === 'done' ? 'Signed' : kind === 'INITIALS' ? 'Initial here' : 'Sign here');

/**
 * The document of the current place with every place of the signer marked over its pages: signed ones green,
 * open ones dashed, the current one distinct and scrolled to the middle of the viewer on Next and Previous.
 */
const MarkedDocument = ({ document, currentUuid, done }: { document: TPackageDocument; currentUuid: string; done: ReadonlySet<string> }) => {
  const blob = useDocumentBlob(document.documentUuid);
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

/**
 * /{uuid}/signing/sign: adopt a signature, step through every signature and initials place with Next and
 * Previous (each announced), sign, then the signed copies.
 */
export const SignPage = () => {
  const { uuid = '' } = useParams();
  const signing = useSigningPackage(uuid);
  const sign = useSignPackage(uuid);
  const [adopted, setAdopted] = useState<TAdopted | null>(null);
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<Set<string>>(new Set());
  const [locating, setLocating] = useState(false);
  const [result, setResult] = useState<TSignResponse | null>(null);
  const data = signing.data;
  const places = (data?.documents ?? [])
    .filter((document) => !document.notarized)
    .flatMap((document) => document.places.filter((place) => !place.signed).map((place) => ({ ...place, documentTitle: document.title, document })));
  const current = places[index];
  const allDone = places.length > 0 && places.every((place) => done.has(place.uuid));

  const finish = () => {
    const location = readSigningLocation(uuid);
    if (!location) return setLocating(true);
    if (!adopted) return;
    sign.mutate(
      { signature: adopted, placeUuids: places.map((place) => place.uuid), location },
      { onSuccess: (answer) => setResult(answer) },
    );
  };

  if (result)
    return (
      <section className="signing-page">
        <PageHeading>Your documents are signed</PageHeading>
        <p role="status">Thank you. We sealed each signed document with our digital certificate: any change to it would show.</p>
        <SignedCopies documents={result.sealedDocuments} />
        <p>
          <Link to={`/account/heloc/${uuid}`}>Continue</Link>
        </p>
      </section>
    );

  return (
    <section className="signing-page">
      <PageHeading>Sign your documents</PageHeading>
      {signing.isPending ? (
        <p role="status">
          <Spinner /> Loading your documents
        </p>
      ) : null}
      {signing.isError ? (
        <ErrorAlert>
          <p>{isApiError(signing.error) ? signing.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {data && !data.consent.current ? (
        data.consent.withdrawnAt ? (
          <ConsentWithdrawnNotice withdrawnAt={data.consent.withdrawnAt} consentPath={`/account/heloc/${uuid}/signing/intro`} />
        ) : (
          <p>
            Please agree to receive your documents electronically first. <Link to={`/account/heloc/${uuid}/signing/intro`}>Go to the consent</Link>
          </p>
        )
      ) : null}
      {data && data.signed ? (
        <p>
          You have signed your documents. <Link to={`/account/heloc/${uuid}/document/disclosures`}>Read and download them</Link>
        </p>
      ) : null}
      {data && !data.signed && places.length > 0 && !adopted ? <AdoptSignature signerName={data.signer.name} onAdopted={setAdopted} /> : null}
      {data && !data.signed && adopted && current ? (
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
          <MarkedDocument key={current.document.uuid} document={current.document} currentUuid={current.uuid} done={done} />
          {sign.isError ? (
            <ErrorAlert>
              <p>{isApiError(sign.error) ? sign.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
            </ErrorAlert>
          ) : null}
          {allDone ? (
            <Button onClick={finish} disabled={sign.isPending}>
              {sign.isPending ? 'Submitting' : 'Finish signing'}
            </Button>
          ) : null}
          <Button variant="link" onClick={() => setAdopted(null)}>
            Change my signature
          </Button>
        </section>
      ) : null}
      <LocationModal
        isOpen={locating}
        onClose={() => setLocating(false)}
        onLocated={(location) => {
          saveSigningLocation(uuid, location);
          setLocating(false);
        }}
      />
    </section>
  );
};

export { SignPage as Component };
