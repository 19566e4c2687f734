import { MSG } from '@lintel/domain';

// NUL cannot be stored in a PostgreSQL text column and an unpaired surrogate is no text at all: either
// reached the database as a 500 (issue 19 item 2). Refused once here, for every body, query and path.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSUPPORTED_CHARACTERS = MSG.nameUnsupportedCharacters;

export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** True when every string in the value (object keys included), at any depth, is storable text. */
export const holdsOnlyStorableText = (value: unknown): boolean => {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(holdsOnlyStorableText);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, inner]) => isStorableText(key) && holdsOnlyStorableText(inner));
  return true;
};
