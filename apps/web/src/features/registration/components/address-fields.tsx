import { Controller, get, useFormContext, useFormState } from 'react-hook-form';
import { TextField } from '@/ui/text-field.tsx';
import { AddressTypeahead } from './address-typeahead.tsx';

const ADDRESS_FIELDS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

type TAddressFieldsProps = {
  streetLabel: string;
  /** Whether street2, city, state and zip show (after a suggestion, manual entry, or a stored address). */
  revealed: boolean;
  onReveal: () => void;
  /** Where the address sits in the form: '' for top-level fields, 'home.' for a nested home address. */
  prefix?: '' | 'home.';
  /** Labels of the revealed fields start with this ("Home city"), when two addresses share a page. */
  labelPrefix?: string;
};

/**
 * The street typeahead and, once revealed, the rest of the address. A chosen suggestion fills street1,
 * street2, city, state and zip each with its own part (spec 02 "Address": typeahead items carry fullAddress
 * plus those fields), and the address's errors are checked again at once, so a stale one does not stay.
 */
export const AddressFields = ({ streetLabel, revealed, onReveal, prefix = '', labelPrefix = '' }: TAddressFieldsProps) => {
  const { control, register, setValue, trigger, clearErrors, getFieldState } = useFormContext();
  const { errors, isSubmitted } = useFormState({ control });
  const name = (field: (typeof ADDRESS_FIELDS)[number]) => `${prefix}${field}`;
  const errorOf = (field: (typeof ADDRESS_FIELDS)[number]): string | undefined =>
    (get(errors, name(field)) as { message?: string } | undefined)?.message;
  // "Home city", "Home ZIP code": a word in capitals keeps them.
  const label = (text: string) =>
    !labelPrefix ? text : `${labelPrefix} ${/^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1)}`;
  return (
    <>
      <Controller
        control={control}
        name={name('street1')}
        render={({ field }) => (
          <AddressTypeahead
            label={streetLabel}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            inputRef={field.ref}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf('street1')}
            description={revealed ? undefined : 'Start typing and choose your address, or enter it yourself.'}
            onChoose={(suggestion) => {
              const options = { shouldDirty: true } as const;
              field.onChange(suggestion.street1);
              setValue(name('street2'), suggestion.street2 ?? '', options);
              setValue(name('city'), suggestion.city, options);
              setValue(name('state'), suggestion.state, options);
              setValue(name('zip'), suggestion.zip, options);
              onReveal();
              // A chosen address answers the address's errors: check them again now rather than on the next try.
              const names = ADDRESS_FIELDS.map(name);
              if (isSubmitted || names.some((n) => getFieldState(n).invalid)) {
                clearErrors(names);
                void trigger(names);
              }
            }}
          />
        )}
      />
      {revealed ? (
        <>
          <TextField
            label={label('Apt, suite, unit (optional)')}
            autoComplete="address-line2"
            error={errorOf('street2')}
            {...register(name('street2'))}
          />
          <TextField label={label('City')} autoComplete="address-level2" error={errorOf('city')} {...register(name('city'))} />
          <div className="reg-row">
            <TextField
              label={label('State')}
              autoComplete="address-level1"
              maxLength={2}
              className="reg-row__state"
              error={errorOf('state')}
              {...register(name('state'), { setValueAs: (v: string) => v.toUpperCase() })}
            />
            <TextField
              label={label('ZIP code')}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              error={errorOf('zip')}
              {...register(name('zip'))}
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
};
