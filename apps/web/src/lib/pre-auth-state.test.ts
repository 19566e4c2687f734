import { describe, expect, it } from 'vitest';
import { createStateNonce, matchesPreAuthNonce, restorePreAuthState, savePreAuthState } from './pre-auth-state.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

const stored = () => window.localStorage.getItem(STORAGE_KEYS.preAuthState);

describe('pre-auth state (spec 03 sections 3 and 4)', () => {
  it('restores the form state when the returned nonce matches, and only once', () => {
    savePreAuthState({ formState: { step: 'login-info', email: 'ada@example.com' }, nonce: 'nonce-aaaaaaaaaaaaaaaa' });
    expect(matchesPreAuthNonce('nonce-aaaaaaaaaaaaaaaa')).toBe(true);
    expect(restorePreAuthState('nonce-aaaaaaaaaaaaaaaa')).toEqual({ step: 'login-info', email: 'ada@example.com' });
    expect(restorePreAuthState('nonce-aaaaaaaaaaaaaaaa')).toBeNull();
  });

  it('discards the saved state when the nonce does not match or is missing', () => {
    savePreAuthState({ formState: { email: 'ada@example.com' }, nonce: 'nonce-aaaaaaaaaaaaaaaa' });
    expect(matchesPreAuthNonce('nonce-bbbbbbbbbbbbbbbb')).toBe(false);
    expect(restorePreAuthState('nonce-bbbbbbbbbbbbbbbb')).toBeNull();
    expect(stored()).toBeNull();
    savePreAuthState({ formState: { email: 'ada@example.com' }, nonce: 'nonce-aaaaaaaaaaaaaaaa' });
    expect(restorePreAuthState(null)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('never stores a password, however deep in the form state', () => {
    savePreAuthState({ formState: { email: 'ada@example.com', password: 'Harbor-Lights-42!', nested: { confirmPassword: 'Harbor-Lights-42!' } }, nonce: 'nonce-cccccccccccccccc' });
    expect(stored()).not.toContain('Harbor-Lights-42!');
    expect(restorePreAuthState('nonce-cccccccccccccccc')).toEqual({ email: 'ada@example.com', nested: {} });
  });

  it('ignores an unreadable stored value', () => {
    window.localStorage.setItem(STORAGE_KEYS.preAuthState, '{not json');
    expect(matchesPreAuthNonce('anything')).toBe(false);
    expect(restorePreAuthState('anything')).toBeNull();
  });

  it('makes distinct URL-safe nonces the server accepts', () => {
    const nonces = new Set(Array.from({ length: 50 }, createStateNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });
});
