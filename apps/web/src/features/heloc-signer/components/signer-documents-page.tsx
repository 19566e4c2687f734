import { useState } from 'react';
import { Link } from 'react-router';
import type { TPackageDocument } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button, buttonClassName } from '@/ui/button.tsx';
import { InlineErrorPanel } from '@/ui/inline-error-panel.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { PdfViewer } from '@/ui/pdf-viewer.tsx';
import { ConsentPanel } from '@/lib/signing/consent-panel.tsx';
import { useRecordSignerConsent, useSignerDocument, useSignerPackage } from '../api/signer-package.ts';
import { signerPath } from '../signer-paths.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import '@/ui/layout.css';
import '@/ui/visually-hidden.css';
import '@/lib/signing/signing.css';
import '../heloc-signer.css';

const DocumentReader = ({ document }: { document: TPackageDocument }) => {
  const file = useSignerDocument(document.signedDocumentUuid ?? document.documentUuid);
  if (file.isPending) return <p role="status">Loading {document.title}…</p>;
  if (file.isError)
    return (
      <ErrorAlert>
        <p>{isApiError(file.error) ? file.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
      </ErrorAlert>
    );
  return <PdfViewer file={file.data} title={document.title} />;
};

const placesLine = (document: TPackageDocument): string => {
  if (document.notarized) return 'You sign this one with the online notary.';
  if (document.places.length === 0) return 'For you to read; nothing to sign.';
  const open = document.places.filter((place) => !place.signed).length;
  return open === 0 ? 'Signed.' : `${open} ${open === 1 ? 'place' : 'places'} for you to sign.`;
};

/** heloc-signer/documents: the documents this owner signs or reads, each in the PDF viewer. */
export const SignerDocumentsPage = () => {
  const pkg = useSignerPackage();
  const recordConsent = useRecordSignerConsent();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <SignerStatusGate>
      {() => (
        <section className="signer-page">
          <PageHeading>Your documents</PageHeading>
          {pkg.isPending || (pkg.isFetching && pkg.data?.documents.length === 0) ? <p role="status">Loading…</p> : null}
          {pkg.isError ? <InlineErrorPanel onRetry={() => void pkg.refetch()} /> : null}
          {/* E-SIGN 101(c): no document is shown electronically before the co-owner's own consent. */}
          {pkg.isSuccess && !pkg.data.consent.current ? <ConsentPanel state={pkg.data.consent} record={recordConsent} /> : null}
          {/* Said only from a fresh read: a copy cached before the documents were made is being read again. */}
          {pkg.isSuccess && !pkg.isFetching && pkg.data.consent.current && pkg.data.documents.length === 0 ? (
            <p>Your documents are not ready yet. We will email you when they are.</p>
          ) : null}
          {pkg.isSuccess && pkg.data.documents.length > 0 ? (
            <>
              <p>Read each document. The ones marked for you are signed on the next page with one signature you adopt.</p>
              <ul className="signer-documents">
                {pkg.data.documents.map((document) => (
                  <li key={document.uuid} className="signer-documents__item">
                    <h2 className="signer-documents__title">{document.title}</h2>
                    <p>{placesLine(document)}</p>
                    <Button variant="secondary" aria-expanded={open === document.uuid} onClick={() => setOpen(open === document.uuid ? null : document.uuid)}>
                      {open === document.uuid ? 'Close' : 'Read'}
                      <span className="visually-hidden"> {document.title}</span>
                    </Button>
                    {open === document.uuid ? <DocumentReader document={document} /> : null}
                  </li>
                ))}
              </ul>
              <div className="form__actions">
                {pkg.data.signed ? (
                  <Link className={buttonClassName('primary', true)} to={signerPath('intro')}>
                    See your next step
                  </Link>
                ) : (
                  <Link className={buttonClassName('primary', true)} to={signerPath('sign')}>
                    Continue to sign
                  </Link>
                )}
              </div>
            </>
          ) : null}
        </section>
      )}
    </SignerStatusGate>
  );
};

export { SignerDocumentsPage as Component };
