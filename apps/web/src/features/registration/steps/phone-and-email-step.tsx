import { useMemo } from 'react';
import { z } from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatPhoneInput } from '@lintel/domain';
import { ContactFields, type TContactValues } from '../blocks/contact-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

/** The phone-and-email step with the SMS consents (optional; the domain's contact schema does not hold them). */
export const useContactSchema = () => {
  const schemas = useStepSchemas();
  return useMemo(
    () => z.extend(schemas.phoneAndEmail, { smsMarketingConsent: z.boolean(), smsTransactionalConsent: z.boolean() }),
    [schemas],
  );
};

export const Component = () => {
  const data = useRegisterData();
  const schema = useContactSchema();
  const { goNext, previousHref } = useRegisterV2Navigation('phone-and-email');
  const form = useStepForm<TContactValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      email: data.email,
      phoneNumber: data.phoneNumber ? formatPhoneInput(data.phoneNumber) : '',
      smsMarketingConsent: data.smsMarketingConsent,
      smsTransactionalConsent: data.smsTransactionalConsent,
    },
    draft: { key: 'phone-and-email' },
  });
  const onSubmit = form.handleSubmit((values) => {
    updateRegisterData(values);
    goNext();
  });
  return (
    <StepForm form={form} title="How can we reach you?" onSubmit={onSubmit} backHref={previousHref}>
      <ContactFields />
    </StepForm>
  );
};
