import { describe, expect, it } from 'vitest';
import { hasReachedProgress, signerProgressOf, signerResumeScreen, isSignerDoneBeforeNotary } from './signers.ts';

describe('additional signer progress', () => {
  it('is the furthest step done', () => {
    expect(signerProgressOf({})).toBe('INVITED');
    expect(signerProgressOf({ acceptedAt: '2026-01-01T00:00:00Z' })).toBe('REGISTERED');
    expect(signerProgressOf({ acceptedAt: 'x', identityVerifiedAt: 'x' })).toBe('IDENTITY_VERIFIED');
    expect(signerProgressOf({ acceptedAt: 'x', identityVerifiedAt: 'x', signedAt: 'x', notarizedAt: 'x' })).toBe('NOTARIZED');
    expect(hasReachedProgress('SIGNED', 'IDENTITY_VERIFIED')).toBe(true);
    expect(hasReachedProgress('REGISTERED', 'SIGNED')).toBe(false);
  });

  it('resume goes to the cancelled page, the intro, or the documents once they are ready', () => {
    expect(signerResumeScreen({ cancelled: true, progress: 'SIGNED', documentsReady: true })).toBe('cancelled');
    expect(signerResumeScreen({ cancelled: false, progress: 'REGISTERED', documentsReady: true })).toBe('intro');
    expect(signerResumeScreen({ cancelled: false, progress: 'IDENTITY_VERIFIED', documentsReady: false })).toBe('intro');
    expect(signerResumeScreen({ cancelled: false, progress: 'IDENTITY_VERIFIED', documentsReady: true })).toBe('documents');
    expect(signerResumeScreen({ cancelled: false, progress: 'SIGNED', documentsReady: true })).toBe('intro');
  });

  it('is done before the notary once signed, or once verified with nothing to sign before it', () => {
    expect(isSignerDoneBeforeNotary({ progress: 'SIGNED', documentsReady: true })).toBe(true);
    expect(isSignerDoneBeforeNotary({ progress: 'IDENTITY_VERIFIED', documentsReady: true })).toBe(false);
    expect(isSignerDoneBeforeNotary({ progress: 'IDENTITY_VERIFIED', documentsReady: false })).toBe(true);
    expect(isSignerDoneBeforeNotary({ progress: 'REGISTERED', documentsReady: false })).toBe(false);
  });
});
