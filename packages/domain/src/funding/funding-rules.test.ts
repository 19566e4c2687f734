import { describe, expect, it } from 'vitest';
import { cancelReasonText, hasRightToCancel, ZCancelLoan } from './funding-rules.ts';
import { propertyTimeZone } from './property-time-zone.ts';

describe('funding rules', () => {
  it('gives the right to cancel on a principal dwelling only, never on a business-purpose (DSCR) loan', () => {
    expect(hasRightToCancel({ productKind: 'HELOC', occupancyType: 'HOME' })).toBe(true);
    expect(hasRightToCancel({ productKind: 'HELOC', occupancyType: 'INVESTMENT' })).toBe(false);
    expect(hasRightToCancel({ productKind: 'DSCR', occupancyType: 'HOME' })).toBe(false);
  });

  it('asks for a reason, and more words for Other', () => {
    expect(ZCancelLoan.safeParse({ reason: 'Other' }).success).toBe(false);
    const parsed = ZCancelLoan.parse({ reason: 'Other', detail: ' rates fell ' });
    expect(cancelReasonText(parsed)).toBe('Other: rates fell');
  });

  it('states deadlines in the property state time zone', () => {
    expect(propertyTimeZone('CA')).toBe('America/Los_Angeles');
    expect(propertyTimeZone('tx')).toBe('America/Chicago');
    expect(propertyTimeZone(null)).toBe('America/New_York');
  });
});
