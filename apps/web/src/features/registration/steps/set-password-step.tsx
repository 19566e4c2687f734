import { useMemo } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordField } from '../components/password-field.tsx';
import { StepForm } from '../components/step-form.tsx';
import { ConsentFields, type TConsentForm } from '../components/consent-fields.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';
import { useRegistrationSubmit } from '../submit/use-registration-submit.tsx';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';

type TPasswordForm = TConsentForm & { password: string; confirmPassword: string };

/** Every message of a field with criteriaMode "all" (each failed password rule), in order, once. */
export const allMessages = (error: FieldError | undefined): string[] | undefined => {
  if (!error) return undefined;
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : [value],
  );
  const messages = [
    ...new Set([error.message, ...fromTypes].filter((m): m is string => typeof m === 'string' && m !== '')),
  ];
  return messages;
};

/** Legacy authentication: the password (never stored) and the required consents, then the submit sequence. */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { previousHref } = useRegisterV2Navigation('set-password');
  const { submit, isSubmitting, banner, overlays } = useRegistrationSubmit();
  // A signed-in applicant already has a password: only the consents are asked.
  const loggedIn = useIsAuthenticated();
  const schema = useMemo(
    () => (loggedIn ? schemas.loginInfo : schemas.setPassword.and(schemas.loginInfo)),
    [schemas, loggedIn],
  );
  const { register, handleSubmit, formState, control } = useForm<TPasswordForm>({
    resolver: zodResolver(schema) as never,
    criteriaMode: 'all',
    defaultValues: {
      password: '',
      confirmPassword: '',
      termPrivacyConsent: data.termPrivacyConsent,
      communicationConsent: data.communicationConsent,
    },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async (values) => {
    updateRegisterData({
      termPrivacyConsent: values.termPrivacyConsent,
      communicationConsent: values.communicationConsent,
    });
    await submit(loggedIn ? null : values.password);
  });
  const { errors } = formState;
  return (
    <StepForm
      title={loggedIn ? 'Review and agree' : 'Create your password'}
      onSubmit={onSubmit}
      backHref={previousHref}
      isSubmitting={isSubmitting}
      banner={banner}
      submitLabel="Submit"
    >
      {loggedIn ? null : (
        <>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            meterValue={password}
            error={allMessages(errors.password)}
            {...register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </>
      )}
      <ConsentFields register={register} errors={errors} />
      {overlays}
    </StepForm>
  );
};
