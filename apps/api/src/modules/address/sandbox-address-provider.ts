import type { TAddressSuggestion } from '@lintel/contract';
import { formatFullAddress, type TAddressProvider } from './address-provider.ts';
import { SANDBOX_STREETS, SANDBOX_TRIGGER_ADDRESSES } from './sandbox-streets.ts';

const parseLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((field) => field.trim()) as [string, string, string, string]);

/** Invented but stable house numbers: four per street, from a small hash of the street line. */
const houseNumbers = (seed: string): number[] => {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return [0, 1, 2, 3].map((i) => 100 + ((hash >>> (i * 7)) % 97) * (i + 1) * 13 + i * 7);
};

const toSuggestion = (street1: string, city: string, state: string, zip: string): TAddressSuggestion => {
  const address = { street1, street2: '', city, state, zip };
  return { fullAddress: formatFullAddress(address), ...address };
};

/** The bundled sandbox list: a few hundred addresses plus the trigger addresses. */
export const SANDBOX_ADDRESSES: readonly TAddressSuggestion[] = [
  ...parseLines(SANDBOX_TRIGGER_ADDRESSES).map(([street, city, state, zip]) => toSuggestion(street, city, state, zip)),
  ...parseLines(SANDBOX_STREETS).flatMap(([street, city, state, zip]) =>
    houseNumbers(`${street}|${city}|${state}`).map((number) => toSuggestion(`${number} ${street}`, city, state, zip)),
  ),
];

const normalise = (text: string) => text.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * How well an address matches: 0 when the full address starts with the query, 1 when a word starts
 * with it, 2 when every typed word starts some word of the address; null otherwise.
 */
export const rankMatch = (address: TAddressSuggestion, query: string): number | null => {
  const full = normalise(address.fullAddress);
  const typed = normalise(query);
  if (!typed) return null;
  if (full.startsWith(typed)) return 0;
  if (full.includes(` ${typed}`)) return 1;
  const words = full.split(' ');
  const typedWords = typed.split(' ');
  return typedWords.every((typedWord) => words.some((word) => word.startsWith(typedWord))) ? 2 : null;
};

export const createSandboxAddressProvider = (addresses: readonly TAddressSuggestion[] = SANDBOX_ADDRESSES): TAddressProvider => ({
  suggest: async ({ query, limit }) =>
    addresses
      .map((address) => ({ address, rank: rankMatch(address, query) }))
      .filter((match): match is { address: TAddressSuggestion; rank: number } => match.rank !== null)
      .sort((a, b) => a.rank - b.rank || a.address.fullAddress.localeCompare(b.address.fullAddress))
      .slice(0, limit)
      .map((match) => match.address),
});
