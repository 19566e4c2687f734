import { describe, expect, it } from 'vitest';
import { pageFeaturesOf } from './page-features.ts';

describe('pageFeaturesOf', () => {
  it.each([
    ['/account/heloc/abc/identity', { camera: true, geolocation: false }],
    ['/account/heloc/abc/notary/intro?x=1', { camera: true, geolocation: false }],
    ['/account/heloc/heloc-signer/identity', { camera: true, geolocation: false }],
    // The co-owner's notary pages (decision 043).
    ['/account/heloc/heloc-signer/notary', { camera: true, geolocation: false }],
    ['/account/heloc/heloc-signer/notary/session', { camera: true, geolocation: false }],
    ['/ops/notary', { camera: true, geolocation: false }],
    ['/account/heloc/abc/signing/sign', { camera: false, geolocation: true }],
    ['/account/heloc/heloc-signer/sign', { camera: false, geolocation: true }],
    ['/account/heloc/abc/bank/disburse', { camera: false, geolocation: false }],
    ['/ops/applications', { camera: false, geolocation: false }],
    ['/identity/notary', { camera: false, geolocation: false }],
  ])('%s', (path, features) => {
    expect(pageFeaturesOf(path)).toEqual(features);
  });
});
