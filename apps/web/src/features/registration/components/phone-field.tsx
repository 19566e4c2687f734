import { useState, type ComponentPropsWithRef } from 'react';
import { formatPhoneInput, MSG, PHONE_INPUT_MAX_LENGTH, toPhoneDigits } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';

type TPhoneFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
};

/**
 * A US mobile number shown as "(555) 555-1234" while typing (libphonenumber as-you-type). Nothing typed or
 * pasted is cut off: a pasted "+1 410-555-0123" becomes "(410) 555-0123"; a typed leading 1 stays, with
 * "Country code 1 is not needed" said at once; extra digits stay for the field's message to point at.
 */
export const PhoneField = ({ onChange, error, ...props }: TPhoneFieldProps) => {
  const [leadingOne, setLeadingOne] = useState(false);
  return (
    <TextField
      {...props}
      error={error ?? (leadingOne ? MSG.phoneCountryCode : undefined)}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      onChange={(event) => {
        const typed = event.target.value;
        // Reformat while digits are typed or pasted; a deleted bracket or dash would otherwise come straight back.
        if (/\d$/.test(typed)) event.target.value = formatPhoneInput(typed);
        setLeadingOne(!event.target.value.startsWith('+') && toPhoneDigits(event.target.value).startsWith('1'));
        onChange?.(event);
      }}
    />
  );
};
