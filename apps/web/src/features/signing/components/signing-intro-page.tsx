import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useRecordConsent, useSigningPackage } from '../api/signing-calls.ts';
import { saveSigningLocation } from '@/lib/signing/location-store.ts';
import { ConsentPanel } from '@/lib/signing/consent-panel.tsx';
import { LocationModal } from '@/lib/signing/location-modal.tsx';
import '@/ui/layout.css';
import '@/lib/signing/signing.css';

/**
 * /{uuid}/signing/intro (FINAL_OFFER, NOTE_SIGNING): the electronic-records consent first; then what will be
 * signed and how long it takes; the location modal; on to the documents (document/disclosures) and the signing.
 */
export const SigningIntroPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const signing = useSigningPackage(uuid);
  const recordConsent = useRecordConsent(uuid);
  const [search] = useSearchParams();
  // Back from the full page load that lets the browser share its location (location modal): ask at once.
  const [locating, setLocating] = useState(search.get('locate') === '1');
  const data = signing.data;
  const toSign = data?.documents.filter((document) => !document.notarized) ?? [];
  const notarized = data?.documents.filter((document) => document.notarized) ?? [];
  const places = toSign.reduce((total, document) => total + document.places.length, 0);

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
      {data && !data.consent.current ? <ConsentPanel state={data.consent} record={recordConsent} /> : null}
      {data && data.consent.current && data.documents.length === 0 ? (
        <p role="status">
          <Spinner /> We are preparing your closing documents. This takes less than a minute.
        </p>
      ) : null}
      {data && data.consent.current && data.documents.length > 0 ? (
        data.signed ? (
          <p>You have signed your documents. You can read and download them on the documents page.</p>
        ) : (
          <>
            <p className="signing-lead">
              You will read and sign {toSign.length} documents, with {places} signatures and initials in all. It takes about 10 minutes.
            </p>
            <ul className="signing-list">
              {toSign.map((document) => (
                <li key={document.uuid}>{document.title}</li>
              ))}
            </ul>
            {notarized.length ? (
              <p>
                You will sign the {notarized.map((document) => document.title.toLowerCase()).join(' and ')} later, before a notary.
              </p>
            ) : null}
            <Button onClick={() => setLocating(true)}>Start</Button>
            <LocationModal
              isOpen={locating}
              onClose={() => setLocating(false)}
              onLocated={(location) => {
                saveSigningLocation(uuid, location);
                setLocating(false);
                void navigate(`/account/heloc/${uuid}/document/disclosures`);
              }}
            />
          </>
        )
      ) : null}
      <p>
        <a href={`/account/heloc/${uuid}/signing/support`}>Something wrong in your documents? Get help</a>
      </p>
    </section>
  );
};

export { SigningIntroPage as Component };
