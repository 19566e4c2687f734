import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { TRegisterAddress } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';
import { AddressTypeahead } from './address-typeahead.tsx';

type TAddressFieldsProps = {
  control: Control<TRegisterAddress>;
  register: UseFormRegister<TRegisterAddress>;
  setValue: UseFormSetValue<TRegisterAddress>;
  errors: FieldErrors<TRegisterAddress>;
  streetLabel: string;
  /** Whether street2, city, state and zip show (after a suggestion, manual entry, or a stored address). */
  revealed: boolean;
  onReveal: () => void;
};

/** The street typeahead and, once revealed, the rest of the address. */
export const AddressFields = ({
  control,
  register,
  setValue,
  errors,
  streetLabel,
  revealed,
  onReveal,
}: TAddressFieldsProps) => (
  <>
    <Controller
      control={control}
      name="street1"
      render={({ field }) => (
        <AddressTypeahead
          label={streetLabel}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors.street1?.message}
          description={revealed ? undefined : 'Start typing and choose your address, or enter it yourself.'}
          onChoose={(suggestion) => {
            const options = { shouldValidate: revealed, shouldDirty: true } as const;
            field.onChange(suggestion.street1);
            setValue('street2', suggestion.street2 ?? '', options);
            setValue('city', suggestion.city, options);
            setValue('state', suggestion.state, options);
            setValue('zip', suggestion.zip, options);
            onReveal();
          }}
        />
      )}
    />
    {revealed ? (
      <>
        <TextField
          label="Apt, suite, unit (optional)"
          autoComplete="address-line2"
          error={errors.street2?.message}
          {...register('street2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <div className="reg-row">
          <TextField
            label="State"
            autoComplete="address-level1"
            maxLength={2}
            className="reg-row__state"
            error={errors.state?.message}
            {...register('state', { setValueAs: (v: string) => v.toUpperCase() })}
          />
          <TextField
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
            error={errors.zip?.message}
            {...register('zip')}
          />
        </div>
      </>
    ) : (
      <button type="button" className="reg-link-button" onClick={onReveal}>
        Enter address manually
      </button>
    )}
  </>
);
