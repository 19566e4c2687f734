import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useBrand } from '@/brand/use-brand.ts';
import { CheckboxField } from './fields.tsx';

export type TConsentForm = { termPrivacyConsent: boolean; communicationConsent: boolean };

/** The two required consents of the last step ("Required" until ticked), linking the brand's documents. */
export const ConsentFields = <T extends TConsentForm>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) => {
  const brand = useBrand();
  const reg = register as unknown as UseFormRegister<TConsentForm>;
  const errs = errors as FieldErrors<TConsentForm>;
  return (
    <div className="reg-consents">
      <CheckboxField error={errs.termPrivacyConsent?.message} {...reg('termPrivacyConsent')}>
        I agree to the{' '}
        <a href={brand.termsOfUseUrl ?? '/terms'} target="_blank" rel="noopener">
          Terms of Use
        </a>{' '}
        and{' '}
        <a href={brand.privacyPolicyUrl ?? '/privacy'} target="_blank" rel="noopener">
          Privacy Policy
        </a>
        .
      </CheckboxField>
      <CheckboxField error={errs.communicationConsent?.message} {...reg('communicationConsent')}>
        I agree to receive documents and notices electronically under the{' '}
        <a href={brand.communicationsUrl ?? '/communications'} target="_blank" rel="noopener">
          Electronic Communications Policy
        </a>
        .
      </CheckboxField>
    </div>
  );
};
