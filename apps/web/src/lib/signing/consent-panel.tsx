import { useState, type FormEvent } from 'react';
import { ESIGN_CONSENT_CHECKBOX, ESIGN_CONSENT_SECTIONS, ESIGN_CONSENT_TITLE, SIGNING_MESSAGES } from '@lintel/domain';
import type { TSigningConsent } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { ConsentWithdrawnNotice, type TConsentMutation } from './consent-withdrawal.tsx';

/**
 * The E-SIGN Act 101(c) consent, before the first electronic document; asked again when its version changes.
 * The primary's (signing/intro) and each co-owner's (heloc-signer/sign) alike: `record` is the call that stores it.
 */
export const ConsentPanel = ({ state, record: consent }: { state: TSigningConsent; record: TConsentMutation }) => {
  const data = { consent: state };
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setError(SIGNING_MESSAGES.consentRequired);
      document.getElementById('esign-consent')?.focus();
      return;
    }
    consent.mutate(data.consent.currentVersion);
  };
  return (
    <form className="signing-consent" noValidate onSubmit={onSubmit} aria-labelledby="esign-title">
      <h2 id="esign-title">{ESIGN_CONSENT_TITLE}</h2>
      {data.consent.withdrawnAt ? (
        <ConsentWithdrawnNotice withdrawnAt={data.consent.withdrawnAt} />
      ) : data.consent.given ? (
        <p role="status">{SIGNING_MESSAGES.consentOutdated}</p>
      ) : null}
      {ESIGN_CONSENT_SECTIONS.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </section>
      ))}
      {consent.isError ? (
        <ErrorAlert>
          <p>{isApiError(consent.error) ? consent.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <label className="signing-choice">
        <input
          id="esign-consent"
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'esign-consent-error' : undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            if (event.target.checked) setError(null);
          }}
        />
        {ESIGN_CONSENT_CHECKBOX}
      </label>
      {error ? (
        <p id="esign-consent-error" className="signing-error">
          {error}
        </p>
      ) : null}
      <p className="signing-version">Consent version {data.consent.currentVersion}</p>
      <Button type="submit" disabled={consent.isPending}>
        {consent.isPending ? 'Submitting' : 'I agree'}
      </Button>
    </form>
  );
};
