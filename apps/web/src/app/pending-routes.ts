/**
 * Routes that still show the shared "not available yet" page, as "path — screen". Each later issue that
 * builds a screen removes its line. pending-routes.test.ts checks this list against the route table and
 * that it never grows.
 */
export const PENDING_ROUTES: readonly string[] = [];
