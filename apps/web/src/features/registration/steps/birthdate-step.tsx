import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formatStoredDateForDisplay, isRealDate, parseDisplayDate, toStoredDate } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

/** "MM/DD/YYYY" as typed to the stored "yyyy-MM-dd"; anything else is passed on for the schema to refuse. */
const toStored = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const parts = parseDisplayDate(value.trim());
  // 02/30 is not rolled over to 03/01: a day that does not exist stays invalid.
  return parts && isRealDate(parts) ? toStoredDate(parts) : value.trim() === '' ? '' : 'invalid';
};

/** Inserts the slashes while digits are typed: 01151990 -> 01/15/1990. */
const formatDobInput = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};

export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('birthdate');
  const schema = useMemo(
    () => z.object({ dob: z.preprocess(toStored, schemas.birthdate.shape.dob) }),
    [schemas],
  );
  const { register, handleSubmit, formState } = useForm<{ dob: string }>({
    resolver: zodResolver(schema) as never,
    defaultValues: { dob: data.dob ? formatStoredDateForDisplay(data.dob) : '' },
  });
  const onSubmit = handleSubmit((values) => {
    updateRegisterData({ dob: values.dob });
    goNext();
  });
  const field = register('dob');
  return (
    <StepForm title="What is your date of birth?" onSubmit={onSubmit} backHref={previousHref}>
      <TextField
        label="Date of birth"
        description="MM/DD/YYYY"
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        error={formState.errors.dob?.message}
        {...field}
        onChange={(event) => {
          if (/\d$/.test(event.target.value)) event.target.value = formatDobInput(event.target.value);
          return field.onChange(event);
        }}
      />
    </StepForm>
  );
};
