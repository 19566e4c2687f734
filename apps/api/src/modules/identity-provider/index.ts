// The hosted identity provider of external authentication mode (decision 014). It creates and checks
// identities only through the identity module's exports.
export { identityProviderRoutes, PROVIDER_MESSAGES } from './routes.ts';
export { issueCode, redeemCode, CODE_LIFETIME_MS } from './one-time-codes.ts';
