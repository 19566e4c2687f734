import { describe, expect, it } from 'vitest';
import { chooseVariation } from './experiments.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('experiment variations', () => {
  it('is the same every time for one application and experiment', () => {
    const first = chooseVariation({ applicationUuid: uuid(7), experimentName: 'x' });
    expect(chooseVariation({ applicationUuid: uuid(7).toUpperCase(), experimentName: 'x' })).toBe(first);
  });

  it('splits applications about evenly', () => {
    const arms = Array.from({ length: 2000 }, (_, n) => chooseVariation({ applicationUuid: uuid(n), experimentName: 'multi-page-product-select' }));
    const share = arms.filter((arm) => arm === 'variation').length / arms.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
  });

  it('follows a forced arm from the flag', () => {
    for (const forced of ['variation', 'control'] as const) {
      expect(chooseVariation({ applicationUuid: uuid(1), experimentName: 'x', forced })).toBe(forced);
    }
    expect(['variation', 'control']).toContain(chooseVariation({ applicationUuid: uuid(1), experimentName: 'x', forced: 'bogus' }));
  });
});
