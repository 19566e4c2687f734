import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhoneAsYouType } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { CheckboxField } from '../components/fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

type TContactForm = {
  email: string;
  phoneNumber: string;
  smsMarketingConsent: boolean;
  smsTransactionalConsent: boolean;
};

export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('phone-and-email');
  // The SMS consents are optional and the domain's contact schema does not hold them: keep them through parsing.
  const schema = useMemo(
    () =>
      schemas.phoneAndEmail.extend({
        smsMarketingConsent: z.boolean(),
        smsTransactionalConsent: z.boolean(),
      }),
    [schemas],
  );
  const { register, handleSubmit, formState } = useForm<TContactForm>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      email: data.email,
      phoneNumber: data.phoneNumber ? formatPhoneAsYouType(data.phoneNumber) : '',
      smsMarketingConsent: data.smsMarketingConsent,
      smsTransactionalConsent: data.smsTransactionalConsent,
    },
  });
  const onSubmit = handleSubmit((values) => {
    updateRegisterData({
      email: values.email,
      phoneNumber: values.phoneNumber,
      smsMarketingConsent: values.smsMarketingConsent,
      smsTransactionalConsent: values.smsTransactionalConsent,
    });
    goNext();
  });
  const { errors } = formState;
  return (
    <StepForm title="How can we reach you?" onSubmit={onSubmit} backHref={previousHref}>
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
    </StepForm>
  );
};
