import { describe, expect, it } from 'vitest';
import { INVALID_INPUT } from './decimal.ts';
import { formatMoney, formatRate, roundMoney, toMoneyString } from './round-money.ts';

describe('roundMoney: half-even to cents', () => {
  it.each([
    ['0.125', '0.12'],
    ['0.135', '0.14'],
    ['0.145', '0.14'],
    ['2.675', '2.68'],
    ['1.005', '1.00'],
    ['1.015', '1.02'],
    ['523.125', '523.12'],
    ['-0.125', '-0.12'],
    ['-0.135', '-0.14'],
    ['0.1251', '0.13'],
    ['0.1249', '0.12'],
  ])('%s -> %s', (input, expected) => {
    expect(roundMoney(input).toFixed(2)).toBe(expected);
  });

  it('rounds the float 0.125 (exact in binary) to even, like the string', () => {
    expect(toMoneyString(0.125)).toBe('0.12');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], ['abc'], [''], [' 1']])('rejects %s with "Invalid input"', (input) => {
    expect(() => roundMoney(input)).toThrow(INVALID_INPUT);
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234.56', undefined, '$1,234.56'],
    ['1234.565', undefined, '$1,234.56'],
    ['1234.575', undefined, '$1,234.58'],
    ['0', undefined, '$0.00'],
    ['999', undefined, '$999.00'],
    ['1000', undefined, '$1,000.00'],
    ['1234567.891', 0, '$1,234,568'],
    ['2.5', 0, '$2'],
    ['3.5', 0, '$4'],
    ['-1234.5', undefined, '-$1,234.50'],
    ['-0.001', undefined, '$0.00'],
    ['12.3456', 3, '$12.346'],
  ] as const)('%s (precision %s) -> %s', (value, precision, expected) => {
    expect(formatMoney(value, precision === undefined ? {} : { precision })).toBe(expected);
  });

  it.each([[-1], [Number.NaN], [1.5]])('rejects precision %s with "Invalid input"', (precision) => {
    expect(() => formatMoney('1', { precision })).toThrow(INVALID_INPUT);
  });

  it('rejects a NaN value with "Invalid input"', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(INVALID_INPUT);
  });
});

describe('formatRate', () => {
  it.each([
    ['7.5', '7.50%'],
    ['7.125', '7.12%'],
    ['7.135', '7.14%'],
    ['0', '0.00%'],
    ['24.999', '25.00%'],
  ])('%s -> %s', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });

  it('rejects NaN with "Invalid input"', () => {
    expect(() => formatRate(Number.NaN)).toThrow(INVALID_INPUT);
  });
});
