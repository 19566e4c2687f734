import { lazy, Suspense, useState, useTransition } from 'react';
import { TextField } from '@/ui/text-field.tsx';
import type { TAddressTypeaheadProps } from './address-combobox.tsx';

export type { TAddressTypeaheadProps };

// The combobox and its React Aria parts are the largest piece of the first registration page; most of
// the page's life is spent before anyone types a street, so they load when the street box is focused.
const loadCombobox = () => import('./address-combobox.tsx');
const AddressCombobox = lazy(() => loadCombobox().then((module) => ({ default: module.AddressCombobox })));

/**
 * The street box. A plain labelled input until it is first focused, then the suggestion combobox with the
 * same label, value, error and ref; what was typed meanwhile is kept in the form value it shares. The swap
 * is a transition, so the plain input stays (and keeps what is being typed) until the combobox has loaded,
 * and the combobox takes the focus only if the applicant is still in the box.
 */
export const AddressTypeahead = ({ inputRef, ...props }: TAddressTypeaheadProps) => {
  const [wanted, setWanted] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [, startTransition] = useTransition();
  const { label, description, error, name, value, onChange, onBlur } = props;
  const plain = (
    <TextField
      label={label}
      description={description}
      error={error}
      name={name}
      ref={inputRef}
      value={value}
      autoComplete="street-address"
      // Announced as the combobox it becomes on focus, so the box keeps one role for assistive technology.
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        setHasFocus(false);
        onBlur?.();
      }}
      onFocus={() => {
        setHasFocus(true);
        startTransition(() => setWanted(true));
      }}
      onPointerEnter={() => void loadCombobox()}
    />
  );
  return (
    <Suspense fallback={plain}>
      {wanted ? <AddressCombobox {...props} inputRef={inputRef} autoFocus={hasFocus} /> : plain}
    </Suspense>
  );
};
