import { useFormContext } from 'react-hook-form';
import { SUFFIX_OPTIONS } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';
import { SelectField } from '../components/fields.tsx';

export type TLegalNameValues = { firstName: string; middleName: string; lastName: string; suffix: string };

/** The legal name as on a government ID: register-v2's legal-name step and the /register page both show it. */
export const LegalNameFields = () => {
  const { register, formState } = useFormContext<TLegalNameValues>();
  const { errors } = formState;
  return (
    <>
      <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
      <TextField
        label="Middle name (optional)"
        autoComplete="additional-name"
        error={errors.middleName?.message}
        {...register('middleName')}
      />
      <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      <SelectField
        label="Suffix (optional)"
        placeholder="None"
        options={SUFFIX_OPTIONS}
        error={errors.suffix?.message}
        {...register('suffix')}
      />
    </>
  );
};
