import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formatPhoneAsYouType } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { CheckboxField } from '../components/fields.tsx';
import { ConsentFields } from '../components/consent-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { allMessages } from '../steps/set-password-step.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegistrationSubmit } from '../submit/use-registration-submit.tsx';

type TAccountForm = {
  email: string;
  phoneNumber: string;
  smsMarketingConsent: boolean;
  smsTransactionalConsent: boolean;
  password: string;
  confirmPassword: string;
  termPrivacyConsent: boolean;
  communicationConsent: boolean;
};

/** Register v1, second page: contact, password and consents, then the submit sequence. */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { search } = useLocation();
  const { submit, isSubmitting, banner, overlays } = useRegistrationSubmit();
  const schema = useMemo(
    () =>
      schemas.phoneAndEmail
        .extend({ smsMarketingConsent: z.boolean(), smsTransactionalConsent: z.boolean() })
        .and(schemas.setPassword)
        .and(schemas.loginInfo),
    [schemas],
  );
  const { register, handleSubmit, formState, control } = useForm<TAccountForm>({
    resolver: zodResolver(schema) as never,
    criteriaMode: 'all',
    defaultValues: {
      email: data.email,
      phoneNumber: data.phoneNumber ? formatPhoneAsYouType(data.phoneNumber) : '',
      smsMarketingConsent: data.smsMarketingConsent,
      smsTransactionalConsent: data.smsTransactionalConsent,
      password: '',
      confirmPassword: '',
      termPrivacyConsent: data.termPrivacyConsent,
      communicationConsent: data.communicationConsent,
    },
  });
  const password = useWatch({ control, name: 'password' });
  // Without the first page's answers there is nothing to submit (a reload elsewhere, a shared link).
  if (data.propertyAddress.street1.trim() === '')
    return <Navigate replace to={`/account/heloc/register${search}`} />;

  const onSubmit = handleSubmit(async ({ password: typed, confirmPassword: _confirm, ...values }) => {
    updateRegisterData(values);
    await submit(typed);
  });
  const { errors } = formState;
  return (
    <div className="reg-v1">
      <StepForm
        title="Set up your account"
        onSubmit={onSubmit}
        backHref={`/account/heloc/register${search}`}
        isSubmitting={isSubmitting}
        banner={banner}
        submitLabel="Submit"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField label="Mobile phone" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
        <CheckboxField {...register('smsTransactionalConsent')}>
          Text me updates about my application. Message and data rates may apply; reply STOP to opt out.
        </CheckboxField>
        <CheckboxField {...register('smsMarketingConsent')}>
          Text me offers and news. Message and data rates may apply; reply STOP to opt out.
        </CheckboxField>
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
        <ConsentFields register={register} errors={errors} />
        {overlays}
      </StepForm>
    </div>
  );
};
