import { describe, expect, it } from 'vitest';
import { groupTypedDollars } from './income-fields.tsx';

describe('a dollar amount as it is typed', () => {
  it('groups the digits by thousands and drops anything else', () => {
    expect(groupTypedDollars('1200000')).toBe('1,200,000');
    expect(groupTypedDollars('$ 85,0a00')).toBe('85,000');
    expect(groupTypedDollars('000450')).toBe('450');
    expect(groupTypedDollars('')).toBe('');
  });

  it('keeps a leading minus so the message can say what is wrong', () => {
    expect(groupTypedDollars('-5000')).toBe('-5,000');
    expect(groupTypedDollars('-')).toBe('-');
  });

  it('shows a long number exactly as typed, past what a double holds', () => {
    expect(groupTypedDollars('12345678901234567890')).toBe('12,345,678,901,234,567,890');
  });
});
