import { describe, expect, it } from 'vitest';
import { ZOptimizelyProfileUuid, ZSessionReplayLink, ZTrackedIdentityUuid } from './tracking.ts';

describe('ZOptimizelyProfileUuid', () => {
  it('takes 1 to 100 letters, digits, dashes, underscores and dots', () => {
    for (const value of ['a', 'oeu1700000000000r0.123', 'A_b-C.d', 'x'.repeat(100)])
      expect(ZOptimizelyProfileUuid.safeParse(value).success, value).toBe(true);
    for (const value of ['', 'x'.repeat(101), 'a b', 'a/b', '<b>', 'é', 1, null])
      expect(ZOptimizelyProfileUuid.safeParse(value).success, String(value)).toBe(false);
  });
});

describe('ZSessionReplayLink', () => {
  it('takes an http or https address of at most 2,048 characters', () => {
    expect(ZSessionReplayLink.safeParse('https://app.fullstory.com/ui/o/session/1%3A2').success).toBe(true);
    expect(ZSessionReplayLink.safeParse(`http://r.example/${'a'.repeat(2_048 - 17)}`).success).toBe(true);
    expect(ZSessionReplayLink.safeParse(`http://r.example/${'a'.repeat(2_049 - 17)}`).success).toBe(false);
    for (const value of ['javascript:alert(1)', 'ftp://r.example/1', '/relative', '', 'not a link', 3])
      expect(ZSessionReplayLink.safeParse(value).success, String(value)).toBe(false);
  });
});

describe('ZTrackedIdentityUuid', () => {
  it('takes a uuid in either case and nothing else', () => {
    expect(ZTrackedIdentityUuid.safeParse('0b6f1d2e-3c4a-4b5d-8e6f-7a8b9c0d1e2f').success).toBe(true);
    expect(ZTrackedIdentityUuid.safeParse('0B6F1D2E-3C4A-4B5D-8E6F-7A8B9C0D1E2F').success).toBe(true);
    for (const value of ['', 'not-a-uuid', undefined])
      expect(ZTrackedIdentityUuid.safeParse(value).success).toBe(false);
  });
});
