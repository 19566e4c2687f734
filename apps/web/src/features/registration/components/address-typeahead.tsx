import { useEffect, useState, type ComponentType } from 'react';
import { TextField } from '@/ui/text-field.tsx';
import type { TAddressTypeaheadProps } from './address-combobox.tsx';
import { AddressStatusLine } from './address-status-line.tsx';

export type { TAddressTypeaheadProps };

// The combobox and its React Aria parts are the largest piece of the first registration page; most of
// the page's life is spent before anyone types a street, so they load when the street box is focused.
type TCombobox = ComponentType<TAddressTypeaheadProps & { autoFocus?: boolean }>;
let loaded: TCombobox | undefined;
const loadCombobox = async (): Promise<TCombobox> => {
  loaded ??= (await import('./address-combobox.tsx')).AddressCombobox;
  return loaded;
};

/**
 * The street box. A plain labelled input until it is first focused, then the suggestion combobox with the
 * same label, value, error and ref; what was typed meanwhile is kept in the form value it shares. The plain
 * input stays (and keeps what is being typed) until the combobox module has loaded, and the combobox takes
 * the focus only if the applicant is still in the box.
 * No Suspense boundary (decision 045): a prerendered page hydrates a boundary only later, at idle priority,
 * so the street box would not be live when the rest of the page is; the module is awaited instead.
 */
export const AddressTypeahead = ({ inputRef, ...props }: TAddressTypeaheadProps) => {
  const [Combobox, setCombobox] = useState<TCombobox | undefined>(() => loaded);
  const [wanted, setWanted] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadCombobox().then((component) => {
      if (current) setCombobox(() => component);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
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
        setWanted(true);
      }}
      onPointerEnter={() => void loadCombobox()}
      // The combobox's status line, empty: the box keeps its height when the combobox takes its place, so
      // nothing below moves under a pointer (a late module moved the occupancy choices 53 px mid-click).
      footer={<AddressStatusLine text="" />}
    />
  );
  return wanted && Combobox ? <Combobox {...props} inputRef={inputRef} autoFocus={hasFocus} /> : plain;
};
