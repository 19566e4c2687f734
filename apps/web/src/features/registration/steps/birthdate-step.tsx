import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { formatStoredDateForDisplay } from '@lintel/domain';
import { DateOfBirthField, dobFromDisplay } from '../blocks/date-of-birth-field.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('birthdate');
  const schema = useMemo(() => z.object({ dob: dobFromDisplay(schemas.birthdate.shape.dob) }), [schemas]);
  const form = useStepForm<{ dob: string }>({
    resolver: zodResolver(schema) as never,
    defaultValues: { dob: data.dob ? formatStoredDateForDisplay(data.dob) : '' },
    draft: { key: 'birthdate' },
  });
  const onSubmit = form.handleSubmit((values) => {
    updateRegisterData({ dob: values.dob });
    goNext();
  });
  return (
    <StepForm form={form} title="What is your date of birth?" onSubmit={onSubmit} backHref={previousHref}>
      <DateOfBirthField />
    </StepForm>
  );
};
