import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { formatPhoneInput, getPhoneMaxLength, MSG, toPhoneDigits } from '@lintel/domain';
import { TextField } from '@/ui/text-field.tsx';

type TPhoneFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
};

/** Spec 02 section 5: the national format's length for the default country (US: "(555) 555-1234", 14). */
const MAX_LENGTH = getPhoneMaxLength();

/**
 * Text put in at once (a paste, a drop, autofill, an assistive tool) is formatted whole before the browser
 * would cut it to the maximum length: a pasted "+1 (415) 555-0123" is 17 characters, and cut to 14 it
 * would lose its last digits. Whole, it becomes "(415) 555-0123", which fits. What is still longer
 * (a leading 1, extra digits) stays, for the field's message to point at. Keys typed one at a time are held
 * to the maximum length by the browser (decision 078).
 */
const formatInsertedText = (event: InputEvent) => {
  const input = event.target as HTMLInputElement;
  const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
  if (!event.inputType.startsWith('insert') || text.length <= 1) return;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const whole = `${input.value.slice(0, start)}${text}${input.value.slice(end)}`;
  if (whole.length <= input.maxLength) return;
  // Set through the prototype's setter so that React sees a change (a plain assignment would be swallowed).
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return;
  event.preventDefault();
  const formatted = formatPhoneInput(whole);
  setValue.call(input, formatted);
  input.setSelectionRange(formatted.length, formatted.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * Every phone number field of the product (registration, contact step, phone condition, additional signer): a US
 * number shown as "(555) 555-1234" while typing (libphonenumber as-you-type), at most as long
 * as the national format (spec 02 section 5). A pasted "+1 410-555-0123" becomes "(410) 555-0123"; a typed
 * leading 1 stays, with "Country code 1 is not needed" said at once.
 */
export const PhoneField = ({ onChange, error, ref, ...props }: TPhoneFieldProps) => {
  const [leadingOne, setLeadingOne] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const input = inputRef.current;
    input?.addEventListener('beforeinput', formatInsertedText);
    return () => input?.removeEventListener('beforeinput', formatInsertedText);
  }, []);
  return (
    <TextField
      autoComplete="tel-national"
      {...props}
      ref={(input: HTMLInputElement | null) => {
        inputRef.current = input;
        if (typeof ref === 'function') ref(input);
        else if (ref) ref.current = input;
      }}
      error={error ?? (leadingOne ? MSG.phoneCountryCode : undefined)}
      type="tel"
      inputMode="tel"
      maxLength={MAX_LENGTH}
      onChange={(event) => {
        const typed = event.target.value;
        // Reformat while digits are typed or pasted; a deleted bracket or dash would otherwise come straight back.
        if (/\d$/.test(typed)) event.target.value = formatPhoneInput(typed);
        setLeadingOne(
          !event.target.value.startsWith('+') && toPhoneDigits(event.target.value).startsWith('1'),
        );
        onChange?.(event);
      }}
    />
  );
};
