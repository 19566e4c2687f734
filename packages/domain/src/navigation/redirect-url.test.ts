import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAllowedRedirectUrl, resolveRedirectUrl } from './redirect-url.ts';

describe('redirectUrl rule', () => {
  it.each(['/dashboard', '/account/heloc/123/income/review', '/a', '/dashboard?tab=1'])('accepts %s', (url) => {
    expect(isAllowedRedirectUrl(url)).toBe(true);
    expect(resolveRedirectUrl(url)).toBe(url);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    '/Upper',
    '/1abc',
    'dashboard',
    '/',
    '',
    ' /dashboard',
  ])('rejects %j and falls back to the dashboard', (url) => {
    expect(isAllowedRedirectUrl(url)).toBe(false);
    expect(resolveRedirectUrl(url)).toBe('/dashboard');
  });

  it('falls back when there is no redirectUrl', () => {
    expect(resolveRedirectUrl(null)).toBe('/dashboard');
    expect(resolveRedirectUrl(undefined, '/elsewhere')).toBe('/elsewhere');
  });

  it('never accepts a value that leaves the origin', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const url = `/${tail}`;
        if (!isAllowedRedirectUrl(url)) return;
        expect(new URL(url, 'https://app.example').origin).toBe('https://app.example');
      }),
    );
  });
});
