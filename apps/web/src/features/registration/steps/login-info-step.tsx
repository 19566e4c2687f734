import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { StepForm } from '../components/step-form.tsx';
import { ConsentFields, type TConsentForm } from '../components/consent-fields.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';
import { useRegistrationSubmit } from '../submit/use-registration-submit.tsx';

/** External authentication mode: the identity provider holds the password; this step takes the consents. */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { previousHref } = useRegisterV2Navigation('login-info');
  const { submit, isSubmitting, banner, overlays } = useRegistrationSubmit();
  const { register, handleSubmit, formState } = useForm<TConsentForm>({
    resolver: zodResolver(schemas.loginInfo) as never,
    defaultValues: { termPrivacyConsent: data.termPrivacyConsent, communicationConsent: data.communicationConsent },
  });
  const onSubmit = handleSubmit(async (values) => {
    updateRegisterData({ termPrivacyConsent: values.termPrivacyConsent, communicationConsent: values.communicationConsent });
    await submit(null);
  });
  return (
    <StepForm title="Review and agree" onSubmit={onSubmit} backHref={previousHref} isSubmitting={isSubmitting} banner={banner} submitLabel="Submit">
      <ConsentFields register={register} errors={formState.errors} />
      {overlays}
    </StepForm>
  );
};
