import { describe, expect, it } from 'vitest';
import { isPublicPath } from './public-paths.ts';

describe('isPublicPath', () => {
  it.each([
    '/account/heloc/register',
    '/account/heloc/register/',
    '/account/heloc/register/account-setup',
    '/account/heloc/register/support',
    '/account/heloc/register-v2',
    '/account/heloc/register-v2/birthdate',
    '/account/heloc/not-accepting-apps',
    '/account/heloc/coming-soon',
    '/terms',
    '/privacy',
    '/auth/login',
    '/account/heloc/heloc-signer/login',
  ])('%s is open to anyone', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/dashboard', '/account/heloc/abc/liens', '/account/heloc/heloc-signer/sign', '/account/heloc/register-v2x'])(
    '%s needs a login',
    (path) => expect(isPublicPath(path)).toBe(false),
  );

  it('closes the signer login in external authentication mode', () => {
    expect(isPublicPath('/account/heloc/heloc-signer/login', { externalAuth: true })).toBe(false);
  });
});
