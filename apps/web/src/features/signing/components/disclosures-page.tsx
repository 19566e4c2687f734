import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TPackageDocument } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button, buttonClassName } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { PdfViewer } from '@/ui/pdf-viewer.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useAcknowledgeDocument, useDocumentBlob, useSigningPackage, useWithdrawConsent } from '../api/signing-calls.ts';
import { ConsentWithdrawal } from '@/lib/signing/consent-withdrawal.tsx';
import '@/ui/layout.css';
import '@/lib/signing/signing.css';

const fileNameOf = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`;

/** One document in the viewer with its download link (the sealed copy once signed). */
const DocumentReader = ({ document }: { document: TPackageDocument }) => {
  const shown = document.signedDocumentUuid ?? document.documentUuid;
  const blob = useDocumentBlob(shown);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  if (blob.isPending) return <p role="status">Preparing {document.title}…</p>;
  if (blob.isError || !url) return <p role="alert">{document.title} could not be loaded. Please try again.</p>;
  return (
    <div className="pdf-document">
      <PdfViewer file={blob.data} title={document.title} />
      <p>
        <a href={url} download={fileNameOf(document.title)}>
          Download {document.title}
          {document.signedDocumentUuid ? ' (signed)' : ''} (PDF)
        </a>
      </p>
    </div>
  );
};

/**
 * /{uuid}/document/disclosures: each closing document in the PDF viewer (scroll progress, end of document), an
 * acknowledgement per document and downloads; then on to signing. A DECLINE decision does not reroute this page.
 */
export const DisclosuresPage = () => {
  const { uuid = '' } = useParams();
  const signing = useSigningPackage(uuid);
  const withdraw = useWithdrawConsent(uuid);
  const acknowledge = useAcknowledgeDocument(uuid);
  const data = signing.data;
  const documents = data?.documents ?? [];
  const [openUuid, setOpenUuid] = useState<string | null>(null);
  const firstOpen = documents.find((document) => !document.notarized && !document.acknowledgedAt);
  const current = documents.find((document) => document.uuid === openUuid) ?? firstOpen ?? documents[0];
  const allAcknowledged = documents.filter((document) => !document.notarized).every((document) => document.acknowledgedAt);

  return (
    <section className="signing-page">
      <PageHeading>Your closing documents</PageHeading>
      {signing.isPending ? (
        <p role="status">
          <Spinner /> Loading your documents
        </p>
      ) : null}
      {signing.isError || acknowledge.isError ? (
        <ErrorAlert>
          <p>{isApiError(signing.error ?? acknowledge.error) ? (signing.error ?? acknowledge.error)!.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {data && !data.consent.current && !data.consent.withdrawnAt ? (
        <p>
          Please agree to receive your documents electronically first. <Link to={`/account/heloc/${uuid}/signing/intro`}>Go to the consent</Link>
        </p>
      ) : null}
      {data && documents.length > 0 ? (
        <>
          <p className="signing-lead">Read each document, then acknowledge it. You can download every document.</p>
          <ol className="signing-documents">
            {documents.map((document) => (
              <li key={document.uuid} aria-current={document.uuid === current?.uuid ? 'true' : undefined}>
                <button type="button" className="signing-documents__open" onClick={() => setOpenUuid(document.uuid)}>
                  {document.title}
                </button>{' '}
                <span className="signing-documents__state">
                  {document.signedDocumentUuid ? 'Signed' : document.notarized ? 'Signed before the notary' : document.acknowledgedAt ? 'Acknowledged' : 'To read'}
                </span>
              </li>
            ))}
          </ol>
          {current ? (
            <section aria-labelledby="current-document" className="signing-current">
              <h2 id="current-document">{current.title}</h2>
              <DocumentReader key={current.uuid} document={current} />
              {!current.notarized && !current.acknowledgedAt ? (
                <Button
                  disabled={acknowledge.isPending}
                  onClick={() => acknowledge.mutate(current.uuid, { onSuccess: () => setOpenUuid(null) })}
                >
                  {acknowledge.isPending ? 'Submitting' : `I have read the ${current.title}`}
                </Button>
              ) : null}
            </section>
          ) : null}
          {allAcknowledged && !data.signed && data.applicationStatus === 'NOTE_SIGNING' ? (
            <p>
              <Link className={buttonClassName('primary')} to={`/account/heloc/${uuid}/signing/sign`}>
                Continue to signing
              </Link>
            </p>
          ) : null}
        </>
      ) : null}
      {data ? <ConsentWithdrawal data={data} withdraw={withdraw} consentPath={`/account/heloc/${uuid}/signing/intro`} /> : null}
    </section>
  );
};

export { DisclosuresPage as Component };
