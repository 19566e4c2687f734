import { zodResolver } from '@hookform/resolvers/zod';
import type { TSuffix } from '@lintel/domain';
import { LegalNameFields, type TLegalNameValues } from '../blocks/legal-name-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('legal-name');
  const form = useStepForm<TLegalNameValues>({
    resolver: zodResolver(schemas.legalName) as never,
    defaultValues: data.name,
    draft: { key: 'legal-name' },
  });
  const onSubmit = form.handleSubmit((values) => {
    updateRegisterData({
      name: {
        firstName: values.firstName,
        middleName: values.middleName ?? '',
        lastName: values.lastName,
        suffix: (values.suffix ?? '') as TSuffix,
      },
    });
    goNext();
  });
  return (
    <StepForm
      form={form}
      title="What is your legal name?"
      lead={<p>Enter your name as it appears on your government-issued ID.</p>}
      onSubmit={onSubmit}
      backHref={previousHref}
    >
      <LegalNameFields />
    </StepForm>
  );
};
