import { lazy, Suspense, useState } from 'react';
import { TextField } from '@/ui/text-field.tsx';
import type { TAddressTypeaheadProps } from './address-combobox.tsx';

export type { TAddressTypeaheadProps };

// The combobox and its React Aria parts are the largest piece of the first registration page; most of
// the page's life is spent before anyone types a street, so they load when the street box is focused.
const loadCombobox = () => import('./address-combobox.tsx');
const AddressCombobox = lazy(() => loadCombobox().then((module) => ({ default: module.AddressCombobox })));

/**
 * The street box. A plain labelled input until it is first focused, then the suggestion combobox with the
 * same label, value, error and ref; what was typed meanwhile is kept in the form value it shares.
 */
export const AddressTypeahead = ({ inputRef, ...props }: TAddressTypeaheadProps) => {
  const [wanted, setWanted] = useState(false);
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
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      onFocus={() => setWanted(true)}
      onPointerEnter={() => void loadCombobox()}
    />
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <AddressCombobox {...props} inputRef={inputRef} autoFocus />
    </Suspense>
  );
};
