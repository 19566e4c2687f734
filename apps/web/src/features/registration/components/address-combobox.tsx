import { useEffect, useLayoutEffect, useRef, useState, type RefCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { isUsableStreetQuery } from '@lintel/domain';
import { searchAddresses, type TAddressSuggestion } from '../api/address-typeahead.ts';
import './registration.css';

const DEBOUNCE_MS = 250;

const useDebounced = (value: string) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
};

export type TAddressTypeaheadProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onChoose: (suggestion: TAddressSuggestion) => void;
  error?: string | undefined;
  description?: string;
  inputRef?: RefCallback<HTMLInputElement>;
  name?: string;
  /** Set when it replaces the plain input the applicant just focused, so typing carries on here. */
  autoFocus?: boolean;
};

/**
 * The street box with address suggestions: an ARIA combobox (React Aria) whose list comes from the
 * typeahead call. Choosing a suggestion fills the whole address; free text stays allowed, so an address
 * the service does not know can still be typed in full. Loaded on first focus by AddressTypeahead.
 */
export const AddressCombobox = ({
  label,
  value,
  onChange,
  onBlur,
  onChoose,
  error,
  description,
  inputRef,
  name,
  autoFocus,
}: TAddressTypeaheadProps) => {
  const query = useDebounced(value);
  // Focus moves in the same commit that replaces the plain input, so no keystroke lands on the page
  // between the two boxes; the caret goes after what was already typed.
  const ownInput = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const input = ownInput.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);
  const setInput = (element: HTMLInputElement | null) => {
    ownInput.current = element;
    inputRef?.(element);
  };
  const suggestions = useQuery({
    queryKey: ['address-typeahead', query],
    queryFn: ({ signal }) => searchAddresses(query, signal),
    enabled: isUsableStreetQuery(query),
    staleTime: 60_000,
  });
  const items = (suggestions.data ?? []).map((suggestion, index) => ({
    id: `${index}:${suggestion.fullAddress}`,
    suggestion,
  }));
  return (
    <ComboBox
      className="text-field reg-combobox"
      inputValue={value}
      onInputChange={onChange}
      allowsCustomValue
      allowsEmptyCollection={false}
      menuTrigger="input"
      items={items}
      isInvalid={Boolean(error)}
      onSelectionChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (chosen) onChoose(chosen.suggestion);
      }}
    >
      <Label className="text-field__label">{label}</Label>
      {description ? (
        <Text slot="description" className="text-field__description">
          {description}
        </Text>
      ) : null}
      <Input
        ref={setInput}
        name={name}
        className="text-field__input"
        autoComplete="street-address"
        onBlur={onBlur}
      />
      {error ? (
        <Text slot="errorMessage" className="text-field__error">
          {error}
        </Text>
      ) : null}
      <Popover className="reg-combobox__popover" offset={4}>
        <ListBox className="reg-combobox__list">
          {(item: (typeof items)[number]) => (
            <ListBoxItem id={item.id} textValue={item.suggestion.fullAddress} className="reg-combobox__item">
              {item.suggestion.fullAddress}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
};
