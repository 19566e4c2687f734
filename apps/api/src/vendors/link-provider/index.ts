import { UnknownVendorModeError } from '../sandbox-delay.ts';
import { createTokenSigner } from './sandbox-credentials.ts';
import { createSandboxLinkProvider, SANDBOX_WINDOW_PATH } from './sandbox-link-provider.ts';
import { createSandboxWindowRoutes } from './sandbox-window.ts';
import type { TLinkProvider } from './link-provider.ts';

export * from './link-provider.ts';
export { SANDBOX_WINDOW_PATH } from './sandbox-link-provider.ts';

export type TLinkProviderOptions = { mode: string; delayMs: number; secret: string };

/**
 * Chooses the link provider by configuration (VENDOR_MODE); the sandbox is the default. The sandbox brings its
 * own hosted window, mounted by app.ts at SANDBOX_WINDOW_PATH; a real provider hosts its own.
 */
export const createLinkProvider = (options: TLinkProviderOptions) => {
  if (options.mode !== 'sandbox') throw new UnknownVendorModeError('link provider', options.mode);
  const signer = createTokenSigner(options.secret);
  return { provider: createSandboxLinkProvider(signer, options.delayMs) as TLinkProvider, windowRoutes: createSandboxWindowRoutes(signer), windowPath: SANDBOX_WINDOW_PATH };
};

const byConfig = new WeakMap<object, ReturnType<typeof createLinkProvider>>();

/** One provider per configuration object (per app), like vendorsFor. */
export const linkProviderFor = (config: { vendorMode: string; sandboxDelayMs: number }, secret: string) => {
  let made = byConfig.get(config);
  if (!made) {
    made = createLinkProvider({ mode: config.vendorMode, delayMs: config.sandboxDelayMs, secret });
    byConfig.set(config, made);
  }
  return made;
};
