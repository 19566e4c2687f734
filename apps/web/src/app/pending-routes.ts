/**
 * Routes that still show the shared "not available yet" page, as "path — screen". Each later issue that
 * builds a screen removes its line. pending-routes.test.ts checks this list against the route table and
 * that it never grows.
 */
export const PENDING_ROUTES: readonly string[] = [
  '/account/heloc/heloc-signer/conditions — Signer conditions',
  '/account/heloc/heloc-signer/conditions/identity — Signer condition identity',
  '/account/heloc/heloc-signer/conditions/upload-document — Signer condition upload',
];
