import { describe, expect, it } from 'vitest';
import { addBusinessDays, incomeMethodKindsOf } from './income-methods.ts';

describe('income methods', () => {
  it('offers each kind once, in the order the records name them', () => {
    expect(incomeMethodKindsOf([{ methods: ['PLAID_TRANSACTIONS', 'EMPINFO', 'MANUAL_PAYSTUB', 'POINTSERV_X', 'UNKNOWN'] }])).toEqual([
      'bank',
      'payroll',
      'upload',
    ]);
  });
  it('counts business days over weekends', () => {
    // Friday 2026-11-20 10:00 UTC -> Monday 2026-11-23 10:00 UTC
    expect(addBusinessDays(new Date('2026-11-20T10:00:00Z'), 1).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 1).toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
});
