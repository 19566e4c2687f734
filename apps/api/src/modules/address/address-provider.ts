import type { TAddressSuggestion } from '@lintel/contract';

/**
 * Where suggestions come from. The sandbox answers from a bundled list; a real provider (an address
 * verification service) implements the same call and nothing else changes.
 */
export type TAddressProvider = {
  suggest: (options: { query: string; limit: number }) => Promise<TAddressSuggestion[]>;
};

export const formatFullAddress = (address: Omit<TAddressSuggestion, 'fullAddress'>): string =>
  `${[address.street1, address.street2].filter(Boolean).join(' ')}, ${address.city}, ${address.state} ${address.zip}`;
