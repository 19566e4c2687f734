import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TSignResponse } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useSigningPackage, useSignPackage } from '../api/signing-calls.ts';
import { readSigningLocation, saveSigningLocation } from '@/lib/signing/location-store.ts';
import { AdoptSignature, type TAdopted } from '@/lib/signing/adopt-signature.tsx';
import { ConsentWithdrawnNotice } from '@/lib/signing/consent-withdrawal.tsx';
import { LocationModal } from '@/lib/signing/location-modal.tsx';
import { openPlacesOf, SignPlaces } from '@/lib/signing/sign-places.tsx';
import { SignedCopies } from '@/lib/signing/signed-copies.tsx';
import { SigningBlockNotice } from '@/lib/signing/signing-block.tsx';
import '@/ui/layout.css';
import '@/lib/signing/signing.css';

/**
 * /{uuid}/signing/sign: adopt a signature, step through every signature and initials place with Next and
 * Previous (each announced), sign, then the signed copies.
 */
export const SignPage = () => {
  const { uuid = '' } = useParams();
  const signing = useSigningPackage(uuid);
  const sign = useSignPackage(uuid);
  const [adopted, setAdopted] = useState<TAdopted | null>(null);
  const [locating, setLocating] = useState(false);
  const [result, setResult] = useState<TSignResponse | null>(null);
  const data = signing.data;
  const places = openPlacesOf(data?.documents ?? []);

  const finish = (placeUuids: string[]) => {
    const location = readSigningLocation(uuid);
    if (!location) return setLocating(true);
    if (!adopted) return;
    sign.mutate({ signature: adopted, placeUuids, location }, { onSuccess: (answer) => setResult(answer) });
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
      {/* The certificate of trust (decision 090): told here, before any place, instead of a refusal at the end. */}
      {data && !data.signed ? <SigningBlockNotice message={data.signingBlock} /> : null}
      {data && !data.signed && !data.signingBlock && places.length > 0 && !adopted ? <AdoptSignature signerName={data.signer.name} onAdopted={setAdopted} /> : null}
      {data && !data.signed && !data.signingBlock && adopted && places.length > 0 ? (
        <SignPlaces
          documents={data.documents}
          adopted={adopted}
          onChangeSignature={() => setAdopted(null)}
          onFinish={finish}
          pending={sign.isPending}
          error={sign.error}
        />
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
