import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TCoDeedStatus, TSignerPackage, TSignResponse } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button, buttonClassName } from '@/ui/button.tsx';
import { InlineErrorPanel } from '@/ui/inline-error-panel.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { AdoptSignature, type TAdopted } from '@/lib/signing/adopt-signature.tsx';
import { ConsentPanel } from '@/lib/signing/consent-panel.tsx';
import { ConsentWithdrawal } from '@/lib/signing/consent-withdrawal.tsx';
import { LocationModal } from '@/lib/signing/location-modal.tsx';
import { openPlacesOf, SignPlaces } from '@/lib/signing/sign-places.tsx';
import { SigningBlockNotice } from '@/lib/signing/signing-block.tsx';
import { SignedCopies } from '@/lib/signing/signed-copies.tsx';
import { readSigningLocation, saveSigningLocation } from '@/lib/signing/location-store.ts';
import { signerDocumentPath, useRecordSignerConsent, useSignerPackage, useSignSignerPackage, useWithdrawSignerConsent } from '../api/signer-package.ts';
import { signerPath } from '../signer-paths.ts';
import '@/ui/layout.css';
import '@/lib/signing/signing.css';
import '../heloc-signer.css';

/** The co-owner's location is kept apart from the primary's (one browser may hold both in turn). */
const locationKey = (applicationUuid: string) => `co-owner.${applicationUuid}`;

const Signed = ({ result }: { result: TSignResponse }) => (
  <>
    <p role="status">Thank you. You have signed, and your signed copies are sealed: any change to them would show.</p>
    <SignedCopies documents={result.sealedDocuments} documentPath={signerDocumentPath} />
    <div className="form__actions">
      <Link className={buttonClassName('primary', true)} to={signerPath('intro')}>
        See your next step
      </Link>
      <Link to={signerPath('documents')}>Read your signed copies</Link>
    </div>
  </>
);

/**
 * The co-owner's signing, the primary's experience (decision 042): the location modal ("Why we need your
 * location"), a typed or drawn signature, each place in turn on the marked document, then the sealed copies.
 */
const SignFlow = ({ status, pkg, sign }: { status: TCoDeedStatus; pkg: TSignerPackage; sign: ReturnType<typeof useSignSignerPackage> }) => {
  const [search] = useSearchParams();
  const key = locationKey(status.applicationUuid);
  const [located, setLocated] = useState(() => readSigningLocation(key) !== null);
  // Back from the full page load that lets the browser share its location: ask at once.
  const [locating, setLocating] = useState(search.get('locate') === '1' && !located);
  const [pending, setPending] = useState<string[] | null>(null);
  const [adopted, setAdopted] = useState<TAdopted | null>(null);
  const places = openPlacesOf(pkg.documents);
  const documentCount = new Set(places.map((place) => place.document.uuid)).size;

  const submit = (placeUuids: string[]) => {
    const location = readSigningLocation(key);
    if (!location || !adopted) {
      setPending(placeUuids);
      return setLocating(true);
    }
    sign.mutate({ signature: adopted, placeUuids, location });
  };

  if (!status.identityVerifiedAt)
    return (
      <p>
        Please verify your identity before you sign. <Link to={signerPath('identity')}>Verify your identity</Link>
      </p>
    );
  if (places.length === 0) return <p>There is nothing left for you to sign here.</p>;
  // Signing waits for the certificate of trust, as the primary's does (decision 090): said before the places.
  if (pkg.signingBlock) return <SigningBlockNotice message={pkg.signingBlock} />;

  return (
    <>
      {!located ? (
        <>
          <p className="signing-lead">
            You will sign {places.length === 1 ? 'one place' : `${places.length} places`} in {documentCount === 1 ? 'one document' : `${documentCount} documents`}.
            First, tell us where you are.
          </p>
          <Button onClick={() => setLocating(true)}>Start</Button>
        </>
      ) : !adopted ? (
        <AdoptSignature signerName={pkg.signer.name} onAdopted={setAdopted} />
      ) : (
        <SignPlaces
          documents={pkg.documents}
          adopted={adopted}
          onChangeSignature={() => setAdopted(null)}
          onFinish={submit}
          pending={sign.isPending}
          error={sign.error}
          documentPath={signerDocumentPath}
        />
      )}
      <LocationModal
        isOpen={locating}
        onClose={() => setLocating(false)}
        onLocated={(location) => {
          saveSigningLocation(key, location);
          setLocated(true);
          setLocating(false);
          if (pending && adopted) sign.mutate({ signature: adopted, placeUuids: pending, location });
        }}
      />
    </>
  );
};

const SignerSigning = ({ status }: { status: TCoDeedStatus }) => {
  const pkg = useSignerPackage();
  const recordConsent = useRecordSignerConsent();
  const withdrawConsent = useWithdrawSignerConsent();
  const sign = useSignSignerPackage();
  // Kept above the package's states: signing reads the package again, which then says "signed".
  if (sign.isSuccess) return <Signed result={sign.data} />;
  if (pkg.isPending) return <p role="status">Loading…</p>;
  if (pkg.isError) {
    if (isApiError(pkg.error) && pkg.error.status === 409)
      return (
        <ErrorAlert>
          <p>{pkg.error.message || UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      );
    return <InlineErrorPanel onRetry={() => void pkg.refetch()} />;
  }
  const data = pkg.data;
  // E-SIGN 101(c): the co-owner's own consent, recorded like the primary's, before any electronic document.
  if (!data.consent.current) return <ConsentPanel state={data.consent} record={recordConsent} />;
  if (data.signed)
    return (
      <>
        <p>You have signed your documents.</p>
        <p>
          <Link to={signerPath('documents')}>Read your signed copies</Link>
        </p>
      </>
    );
  return (
    <>
      <SignFlow status={status} pkg={data} sign={sign} />
      <ConsentWithdrawal data={data} withdraw={withdrawConsent} consentPath={signerPath('sign')} />
    </>
  );
};

/** heloc-signer/sign: the co-owner's E-SIGN consent, then its signing (the primary's components, decision 042). */
export const SignerSignPage = () => (
  <SignerStatusGate>
    {(status) => (
      <section className="signer-page signing-page">
        <PageHeading>Sign your documents</PageHeading>
        <SignerSigning status={status} />
      </section>
    )}
  </SignerStatusGate>
);

export { SignerSignPage as Component };
