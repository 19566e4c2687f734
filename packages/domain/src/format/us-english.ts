// Amounts and names written the way the product writes them (US English), without Intl. The first
// Intl.NumberFormat or Intl.Collator a page makes loads ICU's data for it: about 90 ms each on a 4x-throttled
// phone, paid on every first visit by the footer's amounts and the state list's sort (decision 072). What these
// write is whole dollars, cents and the names of US states and territories (ASCII letters, spaces and dots), for
// which the plain rules below give Intl's result; the tests compare them with Intl over every state name.

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 250000 -> "$250,000", rounded half away from zero as Intl rounds. */
export const formatWholeDollars = (amount: number): string => {
  if (!Number.isFinite(amount)) return `$${amount}`;
  const whole = Math.round(Math.abs(amount));
  return `$${amount < 0 && whole > 0 ? '-' : ''}${groupThousands(String(whole))}`;
};

/** An amount in whole cents, 1029900 -> "$10,299.00". */
export const formatCentsAsDollars = (cents: number): string => {
  if (!Number.isSafeInteger(cents)) return `$${cents / 100}`;
  const magnitude = Math.abs(cents);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `$${cents < 0 ? '-' : ''}${groupThousands(String(Math.trunc(magnitude / 100)))}.${fraction}`;
};

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Compares names in dictionary order, as a person scans a list of states. */
export const compareNames = byCodeUnits;

/** The same, with case ignored: "new york" and "New York" are equal. */
export const compareNamesIgnoringCase = (a: string, b: string): number => byCodeUnits(a.toLowerCase(), b.toLowerCase());
