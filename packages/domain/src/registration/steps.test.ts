import { describe, expect, it } from 'vitest';
import {
  REGISTER_STEP_QUERY_NAMES,
  REGISTER_V2_STEP_QUERY_NAME,
  findNextRegisterV2Step,
  findPreviousRegisterV2Step,
  listRegisterV2Steps,
  resolveRegisterV2Step,
} from './steps.ts';
import { findProgressIndex, listRegisterProgress } from './progress.ts';

describe('register-v2 step order', () => {
  it('asks the home address only when the property is not the primary home', () => {
    expect(listRegisterV2Steps({ occupancyType: 'HOME', authMode: 'legacy' })).toEqual([
      '',
      'for-sale',
      'annual-income',
      'legal-name',
      'birthdate',
      'phone-and-email',
      'set-password',
    ]);
    expect(listRegisterV2Steps({ occupancyType: 'INVESTMENT', authMode: 'external' })).toEqual([
      '',
      'home-address',
      'for-sale',
      'annual-income',
      'legal-name',
      'birthdate',
      'phone-and-email',
      'login-info',
    ]);
  });

  it('walks forward and back', () => {
    const facts = { occupancyType: 'SECONDARY', authMode: 'legacy' } as const;
    expect(findNextRegisterV2Step('', facts)).toBe('home-address');
    expect(findNextRegisterV2Step('phone-and-email', facts)).toBe('set-password');
    expect(findNextRegisterV2Step('set-password', facts)).toBeNull();
    expect(findPreviousRegisterV2Step('for-sale', { ...facts, occupancyType: 'HOME' })).toBe('');
    expect(findPreviousRegisterV2Step('', facts)).toBeNull();
  });

  it('returns any deeper step to the first one while no property street is set', () => {
    const facts = { occupancyType: 'HOME', authMode: 'legacy' } as const;
    expect(resolveRegisterV2Step('birthdate', { ...facts, propertyStreet1: '' })).toBe('');
    expect(resolveRegisterV2Step('birthdate', { ...facts, propertyStreet1: '   ' })).toBe('');
    expect(resolveRegisterV2Step('birthdate', { ...facts, propertyStreet1: '1 Main St' })).toBe('birthdate');
    expect(resolveRegisterV2Step('home-address', { ...facts, propertyStreet1: '1 Main St' })).toBe('');
    expect(resolveRegisterV2Step('login-info', { ...facts, propertyStreet1: '1 Main St' })).toBe('');
    expect(resolveRegisterV2Step('nowhere', { ...facts, propertyStreet1: '1 Main St' })).toBe('');
  });

  it('names every route with a ?step= value of the spec', () => {
    expect(new Set(Object.values(REGISTER_V2_STEP_QUERY_NAME))).toEqual(new Set(REGISTER_STEP_QUERY_NAMES));
  });
});

describe('registration progress list', () => {
  it('lists the five items with their substeps', () => {
    const items = listRegisterProgress({ hasEmail: false, hasPhoneNumber: true });
    expect(items.map((i) => [i.label, i.substeps.map((s) => s.label)])).toEqual([
      ['Property Info', ['Address', 'Sale Status']],
      ['Income Info', []],
      ['Personal Info', ['Name', 'Birthdate']],
      ['Contact Info', []],
      ['Login Info', []],
    ]);
  });

  it('omits Contact Info when email and phone number already exist', () => {
    const items = listRegisterProgress({ hasEmail: true, hasPhoneNumber: true });
    expect(items.map((i) => i.label)).toEqual([
      'Property Info',
      'Income Info',
      'Personal Info',
      'Login Info',
    ]);
    expect(findProgressIndex(items, 'login-info')).toBe(3);
    expect(findProgressIndex(items, 'sale-status')).toBe(0);
  });
});

describe('a signed-in applicant with an email and a phone (spec 01 section 2)', () => {
  it('skips Contact Info', () => {
    expect(listRegisterV2Steps({ occupancyType: 'HOME', authMode: 'legacy', hasContact: true })).toEqual([
      '',
      'for-sale',
      'annual-income',
      'legal-name',
      'birthdate',
      'set-password',
    ]);
  });
});
