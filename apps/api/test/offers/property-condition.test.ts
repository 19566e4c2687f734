import { describe, expect, it } from 'vitest';
import {
  propertyConditionFromAvmConfidence,
  propertyConditionOf,
} from '../../src/modules/offers/property-condition.ts';

describe('property condition', () => {
  it('maps the AVM confidence to a condition band, with no score meaning not assessed', () => {
    expect(propertyConditionFromAvmConfidence(98)).toBe('GOOD');
    expect(propertyConditionFromAvmConfidence(90)).toBe('GOOD');
    expect(propertyConditionFromAvmConfidence(89)).toBe('AVERAGE');
    expect(propertyConditionFromAvmConfidence(80)).toBe('AVERAGE');
    expect(propertyConditionFromAvmConfidence(79)).toBe('FAIR');
    expect(propertyConditionFromAvmConfidence(70)).toBe('FAIR');
    expect(propertyConditionFromAvmConfidence(69)).toBe('NOT_AVAILABLE');
    expect(propertyConditionFromAvmConfidence(null)).toBe('UNKNOWN_CONDITION');
  });

  it('prefers the broker price opinion, then the stored condition, else not assessed', () => {
    expect(propertyConditionOf({ propertyCondition: 'AVERAGE' }, 'EXCELLENT')).toBe('EXCELLENT');
    expect(propertyConditionOf({ propertyCondition: 'AVERAGE' }, null)).toBe('AVERAGE');
    expect(propertyConditionOf({ propertyCondition: 'SPARKLING' }, 'SHABBY')).toBe('UNKNOWN_CONDITION');
    expect(propertyConditionOf({ propertyCondition: null }, undefined)).toBe('UNKNOWN_CONDITION');
  });
});
