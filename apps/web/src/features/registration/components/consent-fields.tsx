import { useFormContext } from 'react-hook-form';
import { legalLinks, NY_FCRA_FLAG, NY_FCRA_NOTICE, showsNyFcraNotice } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { useFlag } from '@/lib/feature-flags.ts';
import { useRegisterData } from '../state/register-store.ts';
import { CheckboxField } from './fields.tsx';

export type TConsentForm = { termPrivacyConsent: boolean; communicationConsent: boolean };

/**
 * The two required consents of the last step ("Required" until ticked), linking the brand's documents by
 * the names the footer uses (legalLinks: "Terms of Use" only for the brands spec 02 section 6 names). With
 * fe-heloc-ny-fcra on and a New York property, the New York consumer-report notice comes first.
 */
export const ConsentFields = () => {
  const brand = useBrand();
  const { terms, privacy, communications } = legalLinks(brand);
  const { register, formState } = useFormContext<TConsentForm>();
  const { errors } = formState;
  const nyFcra = showsNyFcraNotice({ flagOn: useFlag(NY_FCRA_FLAG), propertyState: useRegisterData().propertyAddress.state });
  return (
    <div className="reg-consents">
      {nyFcra ? (
        <p className="reg-notice" data-testid="ny-fcra-notice">
          {NY_FCRA_NOTICE}
        </p>
      ) : null}
      <CheckboxField error={errors.termPrivacyConsent?.message} {...register('termPrivacyConsent')}>
        I agree to the{' '}
        <a href={terms.href} target="_blank" rel="noopener">
          {terms.name}
        </a>{' '}
        and{' '}
        <a href={privacy.href} target="_blank" rel="noopener">
          {privacy.name}
        </a>
        .
      </CheckboxField>
      <CheckboxField error={errors.communicationConsent?.message} {...register('communicationConsent')}>
        I agree to receive documents and notices electronically under the{' '}
        <a href={communications.href} target="_blank" rel="noopener">
          {communications.name}
        </a>
        .
      </CheckboxField>
    </div>
  );
};
