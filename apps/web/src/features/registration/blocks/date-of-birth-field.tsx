import { useFormContext } from 'react-hook-form';
import { z } from 'zod/mini';
import { isRealDate, parseDisplayDate, toStoredDate } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';

/** "MM/DD/YYYY" as typed to the stored "yyyy-MM-dd"; anything else is passed on for the schema to refuse. */
const toStored = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const parts = parseDisplayDate(value.trim());
  // 02/30 is not rolled over to 03/01: a day that does not exist stays invalid.
  return parts && isRealDate(parts) ? toStoredDate(parts) : value.trim() === '' ? '' : 'invalid';
};

/** The date-of-birth rule applied to what the field shows (MM/DD/YYYY), answering the stored form. */
// zod/mini has no `preprocess`; classic's is this same pipe: a transform, then the schema.
export const dobFromDisplay = (storedDob: z.core.$ZodType) => z.pipe(z.transform(toStored), storedDob);

/** Inserts the slashes while digits are typed: 01151990 -> 01/15/1990. */
export const formatDobInput = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};

/** The date of birth, formatted as it is typed; used by register-v2's birthdate step and by /register. */
export const DateOfBirthField = () => {
  const { register, formState } = useFormContext<{ dob: string }>();
  const field = register('dob');
  return (
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
  );
};
