import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { PasswordFields, type TPasswordValues } from '../blocks/password-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { ConsentFields, type TConsentForm } from '../components/consent-fields.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';
import { useRegistrationSubmit } from '../submit/use-registration-submit.tsx';

type TPasswordForm = TConsentForm & TPasswordValues;

/**
 * Legacy authentication: the password (never stored) and the required consents, then the submit sequence.
 * A signed-in applicant already has a password (spec 01 section 4: identity registration is skipped), so
 * only the consents are asked.
 */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { previousHref } = useRegisterV2Navigation('set-password');
  const { submit, isSubmitting, banner, overlays } = useRegistrationSubmit();
  const loggedIn = useIsAuthenticated();
  const schema = useMemo(
    () => (loggedIn ? schemas.loginInfo : z.intersection(schemas.setPassword, schemas.loginInfo)),
    [schemas, loggedIn],
  );
  const form = useStepForm<TPasswordForm>({
    resolver: zodResolver(schema) as never,
    criteriaMode: 'all',
    defaultValues: {
      password: '',
      confirmPassword: '',
      termPrivacyConsent: data.termPrivacyConsent,
      communicationConsent: data.communicationConsent,
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    updateRegisterData({
      termPrivacyConsent: values.termPrivacyConsent,
      communicationConsent: values.communicationConsent,
    });
    await submit(loggedIn ? null : values.password);
  });
  return (
    <StepForm
      form={form}
      title={loggedIn ? 'Review and agree' : 'Create your password'}
      onSubmit={onSubmit}
      backHref={previousHref}
      isSubmitting={isSubmitting}
      banner={banner}
      submitLabel="Submit"
    >
      {loggedIn ? null : <PasswordFields />}
      <ConsentFields />
      {overlays}
    </StepForm>
  );
};
