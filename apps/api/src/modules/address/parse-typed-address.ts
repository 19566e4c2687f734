import { ZAddress } from '@lintel/domain';
import type { TAddressSuggestion } from '@lintel/contract';
import { formatFullAddress } from './address-provider.ts';

const STATE_ZIP = /^([A-Za-z]{2})\s+(\d{5})(?:-\d{4})?$/;

/**
 * What the person typed, as an address of its own when it is complete: "street, city, ST 12345" or
 * "street, unit, city, ST 12345". A house the list does not know can still be chosen.
 */
export const parseTypedAddress = (typed: string): TAddressSuggestion | null => {
  const parts = typed.split(',').map((part) => part.trim().replace(/\s+/g, ' '));
  if (parts.length < 3 || parts.length > 4) return null;
  const stateZip = STATE_ZIP.exec(parts[parts.length - 1] ?? '');
  if (!stateZip) return null;
  const [street1, maybeStreet2, maybeCity] = parts;
  const candidate = {
    street1: street1 ?? '',
    street2: parts.length === 4 ? (maybeStreet2 ?? '') : '',
    city: (parts.length === 4 ? maybeCity : maybeStreet2) ?? '',
    state: (stateZip[1] ?? '').toUpperCase(),
    zip: stateZip[2] ?? '',
  };
  // The same field rules as the form; a street needs a number and a name.
  if (!ZAddress.safeParse(candidate).success || !/^\d+[A-Za-z]?\s+\S/.test(candidate.street1)) return null;
  return { fullAddress: formatFullAddress(candidate), ...candidate };
};
