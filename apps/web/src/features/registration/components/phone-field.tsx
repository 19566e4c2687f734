import type { ComponentPropsWithRef } from 'react';
import { formatPhoneAsYouType, getPhoneMaxLength } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';

type TPhoneFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
};

/**
 * A US mobile number shown as "(555) 555-1234" while typing (libphonenumber as-you-type). The maximum
 * length is the national format's (14); a leading 1 is kept visible so "Country code 1 is not needed" makes sense.
 */
export const PhoneField = ({ onChange, ...props }: TPhoneFieldProps) => (
  <TextField
    {...props}
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    maxLength={getPhoneMaxLength()}
    onChange={(event) => {
      const typed = event.target.value;
      // Reformat while digits are typed; a deleted bracket or dash would otherwise come straight back.
      if (/\d$/.test(typed)) event.target.value = formatPhoneAsYouType(typed);
      onChange?.(event);
    }}
  />
);
