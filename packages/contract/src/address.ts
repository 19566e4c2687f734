import { z } from 'zod/mini';

export const TYPEAHEAD_MIN_CHARACTERS = 3;
export const TYPEAHEAD_MAX_RESULTS = 8;

export const ZTypeaheadQuery = z.object({
  q: z.string({ error: `Type at least ${TYPEAHEAD_MIN_CHARACTERS} characters of the address` }).check(z.trim(), z.minLength(TYPEAHEAD_MIN_CHARACTERS, { error: `Type at least ${TYPEAHEAD_MIN_CHARACTERS} characters of the address` }), z.maxLength(200, { error: 'The address query is at most 200 characters' })),
});

/** A typeahead item (spec 02 section 3 "Address"): fullAddress plus the address fields. */
export const ZAddressSuggestion = z.object({
  fullAddress: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export const ZAddressSuggestionList = z.array(ZAddressSuggestion);
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;
