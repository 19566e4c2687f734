/**
 * SANDBOX_DELAY_MS (config) slows every sandbox call down, so that a demo shows the waiting screens the way a
 * real bureau's latency would. Zero (the default) keeps tests fast.
 */
export const waitSandboxDelay = async (delayMs: number): Promise<void> => {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
};

export class UnknownVendorModeError extends Error {
  constructor(vendor: string, mode: string) {
    super(`No ${vendor} adapter for VENDOR_MODE=${mode}; only "sandbox" is available`);
  }
}

/** VENDOR_MODE and SANDBOX_DELAY_MS, as the config module read them. */
export type TVendorOptions = { mode: string; delayMs: number };

