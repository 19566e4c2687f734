import { TYPEAHEAD_MAX_RESULTS, type TAddressSuggestion } from '@lintel/contract';
import type { TAddressProvider } from './address-provider.ts';
import { parseTypedAddress } from './parse-typed-address.ts';

/** The provider's best matches, with the typed text first when it is a complete address the list lacks; at most 8. */
export const suggestAddresses = async (options: { provider: TAddressProvider; query: string }): Promise<TAddressSuggestion[]> => {
  const typed = parseTypedAddress(options.query);
  const found = await options.provider.suggest({ query: options.query, limit: TYPEAHEAD_MAX_RESULTS });
  const known = typed && found.some((address) => address.fullAddress.toLowerCase() === typed.fullAddress.toLowerCase());
  return (typed && !known ? [typed, ...found] : found).slice(0, TYPEAHEAD_MAX_RESULTS);
};
