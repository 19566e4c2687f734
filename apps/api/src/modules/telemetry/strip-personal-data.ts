/**
 * Key fragments that name personal data. Telemetry is for product analytics: a property whose key
 * contains one of these (case-insensitive, ignoring _ and -) is dropped before anything is stored,
 * whatever its value, at any depth.
 */
const PERSONAL_KEY_FRAGMENTS = [
  'email',
  'phone',
  'ssn',
  'socialsecurity',
  'dob',
  'dateofbirth',
  'birth',
  'password',
  'passwd',
  'secret',
  'token',
  'jwt',
  'firstname',
  'lastname',
  'middlename',
  'fullname',
  'street',
  'address',
  'accountnumber',
  'routingnumber',
  'income',
] as const;

const normalise = (key: string) => key.toLowerCase().replace(/[_\-\s.]/g, '');

export const isPersonalDataKey = (key: string): boolean => {
  const name = normalise(key);
  return PERSONAL_KEY_FRAGMENTS.some((fragment) => name.includes(fragment));
};

const MAX_DEPTH = 4;

const stripValue = (value: unknown, depth: number): unknown => {
  if (Array.isArray(value)) return depth >= MAX_DEPTH ? [] : value.map((item) => stripValue(item, depth + 1));
  if (value && typeof value === 'object') return depth >= MAX_DEPTH ? {} : stripPersonalData(value as Record<string, unknown>, depth + 1);
  return value;
};

/** A copy of the record without personal-data keys. */
export const stripPersonalData = (record: Record<string, unknown> | undefined, depth = 0): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(record ?? {})
      .filter(([key]) => !isPersonalDataKey(key))
      .map(([key, value]) => [key, stripValue(value, depth)]),
  );
