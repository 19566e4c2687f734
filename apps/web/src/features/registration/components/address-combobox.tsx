import { useContext, useEffect, useLayoutEffect, useRef, useState, type RefCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { isUsableStreetQuery } from '@lintel/domain';
import { searchAddresses, type TAddressSuggestion } from '../api/address-typeahead.ts';
import { AddressStatusLine } from './address-status-line.tsx';
import './registration.css';

/** How long typing must pause before a lookup: shorter than the gap between words, longer than between keys. */
export const TYPEAHEAD_DEBOUNCE_MS = 250;

const useDebounced = (value: string) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), TYPEAHEAD_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
};

/** Space kept free under the list: the sticky submit bar's height (use-sticky-inset.ts) and a margin. */
const bottomClearance = () =>
  (parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--sticky-bottom-inset')) || 0) + 12;

/**
 * Opens the list when suggestions arrive while the box still has focus. React Aria opens a combobox only on
 * an input change, and a debounced answer arrives after the last keystroke, so at a normal typing speed the
 * list would otherwise never open.
 */
const OpenWhenSuggestionsArrive = ({ count, query, chosen }: { count: number; query: string; chosen: boolean }) => {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    // Not again for the street of a suggestion just chosen.
    if (state && count > 0 && !chosen && state.isFocused && !state.isOpen) state.open(null, 'manual');
    // `state` changes identity on every render; the answer (count for this query) is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, query]);
  return null;
};

export type TAddressTypeaheadProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onChoose: (suggestion: TAddressSuggestion) => void;
  error?: string | undefined;
  description?: string | undefined;
  inputRef?: RefCallback<HTMLInputElement>;
  name?: string;
  /** Set when it replaces the plain input the applicant just focused, so typing carries on here. */
  autoFocus?: boolean;
};

/**
 * The street box with address suggestions: an ARIA combobox (React Aria) whose list comes from the
 * typeahead call. Searching and "no matches" are said in a status line under the box (read by screen
 * readers as they change); the count of suggestions is announced by React Aria when the list opens. Choosing a suggestion puts its street line in the box (the item's textValue) and
 * hands the whole suggestion to onChoose, which fills city, state and zip. Free text stays allowed, so an
 * address the service does not know can still be typed in full. Loaded on first focus by AddressTypeahead.
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
  const usable = isUsableStreetQuery(query);
  const suggestions = useQuery({
    queryKey: ['address-typeahead', query.trim()],
    queryFn: ({ signal }) => searchAddresses(query, signal),
    enabled: usable,
    staleTime: 60_000,
  });
  const items = (suggestions.data ?? []).map((suggestion, index) => ({
    id: `${index}:${suggestion.fullAddress}`,
    suggestion,
  }));
  // Nothing is said while typing goes on or once a suggestion's street is in the box.
  const chosen = items.some((item) => item.suggestion.street1 === value);
  const typing = value !== query;
  const status =
    !usable || typing || chosen
      ? ''
      : suggestions.isFetching
        ? 'Searching for addresses…'
        : suggestions.isError
          ? 'Address suggestions are not available. Please enter the address yourself.'
          : items.length === 0 && suggestions.isSuccess
            ? 'No matching addresses. Check the street or enter the address yourself.'
            : // Found addresses are announced by React Aria as the list opens.
              '';
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
        const picked = items.find((item) => item.id === key);
        if (picked) onChoose(picked.suggestion);
      }}
    >
      <Label className="text-field__label">{label}</Label>
      {description ? (
        <Text slot="description" className="text-field__description">
          {description}
        </Text>
      ) : null}
      <Input ref={setInput} name={name} className="text-field__input" autoComplete="street-address" onBlur={onBlur} />
      <AddressStatusLine text={status} />
      {error ? (
        <Text slot="errorMessage" className="text-field__error">
          {error}
        </Text>
      ) : null}
      <OpenWhenSuggestionsArrive count={items.length} query={query} chosen={chosen} />
      <Popover className="reg-combobox__popover" offset={4} containerPadding={bottomClearance()}>
        <ListBox className="reg-combobox__list">
          {(item: (typeof items)[number]) => (
            // The street line is the item's text value: it is what the box shows once the item is chosen.
            <ListBoxItem id={item.id} textValue={item.suggestion.street1} className="reg-combobox__item">
              {item.suggestion.fullAddress}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
};
