import { describe, expect, it } from 'vitest';
import { US_STATE_AND_TERRITORY_NAMES, US_STATE_AND_TERRITORY_OPTIONS } from '../enums/us-states.ts';
import { formatMoney } from '../money/round-money.ts';
import { compareNames, compareNamesIgnoringCase, countWord, formatCentsAsDollars, formatWholeDollars } from './us-english.ts';

describe('US English formatting without Intl or decimal.js', () => {
  it('writes whole dollars as formatMoney does', () => {
    expect(formatWholeDollars(250_000)).toBe('$250,000');
    for (const amount of [0, 1, 999, 1000, 12_345, 99_999, 1_000_001, 500_000_000, 7, 100_000, -5, -1_250])
      expect(formatWholeDollars(amount)).toBe(formatMoney(amount, { precision: 0 }));
  });

  it('writes whole cents as dollars and cents, as formatMoney does', () => {
    expect(formatCentsAsDollars(1_029_900)).toBe('$10,299.00');
    for (const cents of [0, 5, 50, 99, 100, 101, 123_456, 1_000_000, 1_029_901, 99_999_999, -1, -123_456])
      expect(formatCentsAsDollars(cents)).toBe(formatMoney(cents / 100));
  });

  it('orders every state and territory name as an English collator does', () => {
    const names = Object.values(US_STATE_AND_TERRITORY_NAMES);
    const collator = new Intl.Collator('en');
    const baseCollator = new Intl.Collator('en', { sensitivity: 'base' });
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
    expect([...names].reverse().sort(compareNamesIgnoringCase)).toEqual([...names].sort(baseCollator.compare));
    expect(compareNamesIgnoringCase('new york', 'New York')).toBe(0);
  });

  it('offers the state choices by name', () => {
    const labels = US_STATE_AND_TERRITORY_OPTIONS.map((option) => option.label);
    expect(labels.slice(0, 3)).toEqual(['Alabama', 'Alaska', 'American Samoa']);
    expect(labels.at(-1)).toBe('Wyoming');
  });
});

describe('countWord', () => {
  it('writes a small count in words and anything else in digits', () => {
    expect([0, 1, 5, 10].map(countWord)).toEqual(['zero', 'one', 'five', 'ten']);
    expect([11, 2.5, -1].map(countWord)).toEqual(['11', '2.5', '-1']);
  });
});
