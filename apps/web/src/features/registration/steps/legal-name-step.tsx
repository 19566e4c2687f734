import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SUFFIX_OPTIONS, type TSuffix } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';
import { SelectField } from '../components/fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

type TNameForm = { firstName: string; middleName: string; lastName: string; suffix: string };

export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('legal-name');
  const { register, handleSubmit, formState } = useForm<TNameForm>({
    resolver: zodResolver(schemas.legalName) as never,
    defaultValues: data.name,
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => {
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
      title="What is your legal name?"
      lead={<p>Enter your name as it appears on your government-issued ID.</p>}
      onSubmit={onSubmit}
      backHref={previousHref}
    >
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Middle name (optional)"
        autoComplete="additional-name"
        error={errors.middleName?.message}
        {...register('middleName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <SelectField
        label="Suffix (optional)"
        placeholder="None"
        options={SUFFIX_OPTIONS}
        error={errors.suffix?.message}
        {...register('suffix')}
      />
    </StepForm>
  );
};
