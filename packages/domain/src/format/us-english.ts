// Amounts and names written as the rest of the product writes them, without Intl or decimal.js. The first
// Intl.NumberFormat or Intl.Collator a page makes loads ICU's data for it (about 90 ms each on a 4x-throttled
// phone), and decimal.js is not among a first visit's scripts; the footer's amounts and the state list are on
// every first visit (decision 072). The amounts are the text formatMoney (money/round-money.ts) writes; the
// names are US states and territories (ASCII letters, spaces and dots), for which code-unit order is the
// collator's order. The tests hold both to that.

/** 1234567 -> "1,234,567"; formatMoney groups the same way. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const money = (negative: boolean, wholeDollars: number): string => `${negative ? '-' : ''}$${groupThousands(String(wholeDollars))}`;

/** Whole dollars, 250000 -> "$250,000": formatMoney(amount, { precision: 0 }) for whole amounts. */
export const formatWholeDollars = (amount: number): string => {
  const whole = Math.round(Math.abs(amount));
  return money(amount < 0 && whole > 0, whole);
};

/** An amount in whole cents, 1029900 -> "$10,299.00": formatMoney(cents / 100). */
export const formatCentsAsDollars = (cents: number): string => {
  const magnitude = Math.round(Math.abs(cents));
  return `${money(cents < 0 && magnitude > 0, Math.trunc(magnitude / 100))}.${String(magnitude % 100).padStart(2, '0')}`;
};

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count in words, as a sentence reads it: 5 -> "five"; above ten, or not a whole number, the digits. */
export const countWord = (count: number): string => COUNT_WORDS[count] ?? String(count);

/** Compares names in dictionary order, as a person scans a list of states. */
export const compareNames = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The same, with case ignored: "new york" and "New York" are equal. */
export const compareNamesIgnoringCase = (a: string, b: string): number => compareNames(a.toLowerCase(), b.toLowerCase());
