// The address module: typeahead suggestions behind a provider interface (sandbox list by default).
export { addressRoutes } from './routes.ts';
export type { TAddressProvider } from './address-provider.ts';
export { createSandboxAddressProvider, SANDBOX_ADDRESSES } from './sandbox-address-provider.ts';
