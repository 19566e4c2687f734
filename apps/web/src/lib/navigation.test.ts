import { describe, expect, it } from 'vitest';
import { loginPathFor } from './navigation.ts';

describe('loginPathFor', () => {
  it('keeps an allowed current path as redirectUrl', () => {
    expect(loginPathFor('/dashboard')).toBe('/auth/login?redirectUrl=%2Fdashboard');
    expect(loginPathFor('/account/heloc/abc/liens?x=1')).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fliens%3Fx%3D1');
  });
  it('sends signer paths to the signer login', () => {
    expect(loginPathFor('/account/heloc/heloc-signer/sign')).toBe(
      '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign',
    );
  });
  it('adds no redirectUrl for the root or the login page itself', () => {
    expect(loginPathFor('/')).toBe('/auth/login');
    expect(loginPathFor('/auth/login?redirectUrl=%2Fdashboard')).toBe('/auth/login');
  });
});
