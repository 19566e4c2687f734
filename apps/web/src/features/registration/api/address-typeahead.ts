import { suggestAddressesCall } from '@lintel/contract';
import { z } from 'zod';
import { isUsableStreetQuery } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';

export const ADDRESS_TYPEAHEAD_PATH = suggestAddressesCall.path;

/** A typeahead item (spec 02 section 3 "Address"): fullAddress plus the address fields. */
export const ZAddressSuggestion = z.object({
  fullAddress: z.string(),
  street1: z.string(),
  street2: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

const ZSuggestions = z.union([
  z.array(ZAddressSuggestion),
  z.object({ results: z.array(ZAddressSuggestion) }).transform((v) => v.results),
  z.object({ items: z.array(ZAddressSuggestion) }).transform((v) => v.items),
]);

/** Suggestions for what was typed; a query the street rule refuses is not sent at all. */
export const searchAddresses = async (q: string, signal?: AbortSignal): Promise<TAddressSuggestion[]> => {
  if (!isUsableStreetQuery(q)) return [];
  return ZSuggestions.parse(
    await api.get(ADDRESS_TYPEAHEAD_PATH, { query: { q: q.trim() }, context: 'external', signal }),
  );
};
