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

type TPasswordForm = TConsentForm & { password: string; confirmPassword: string };

/** Every message of a field with criteriaMode "all" (each failed password rule), in order, once. */
export const allMessages = (error: FieldError | undefined): string | undefined => {
  if (!error) return undefined;
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value]));
  const messages = [...new Set([error.message, ...fromTypes].filter((m): m is string => typeof m === 'string' && m !== ''))];
  return messages.join(' ');
};

/** Legacy authentication: the password (never stored) and the required consents, then the submit sequence. */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { previousHref } = useRegisterV2Navigation('set-password');
  const { submit, isSubmitting, banner, overlays } = useRegistrationSubmit();
  const schema = useMemo(() => schemas.setPassword.and(schemas.loginInfo), [schemas]);
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
    updateRegisterData({ termPrivacyConsent: values.termPrivacyConsent, communicationConsent: values.communicationConsent });
    await submit(values.password);
  });
  const { errors } = formState;
  return (
    <StepForm title="Create your password" onSubmit={onSubmit} backHref={previousHref} isSubmitting={isSubmitting} banner={banner} submitLabel="Submit">
      <PasswordField label="Password" autoComplete="new-password" meterValue={password} error={allMessages(errors.password)} {...register('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <ConsentFields register={register} errors={errors} />
      {overlays}
    </StepForm>
  );
};
