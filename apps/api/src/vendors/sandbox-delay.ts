/**
 * SANDBOX_DELAY_MS slows every sandbox call down, so that a demo shows the waiting screens the
 * way a real bureau's latency would. Zero (the default) keeps tests fast.
 */
export const readSandboxDelayMs = (env: NodeJS.ProcessEnv = process.env): number => {
  const parsed = Number.parseInt(env.SANDBOX_DELAY_MS ?? '0', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
};

export const waitSandboxDelay = async (delayMs: number): Promise<void> => {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
};

/** Which implementation of every vendor runs: only the sandbox exists until real adapters are added. */
export const readVendorMode = (env: NodeJS.ProcessEnv = process.env): string => env.VENDOR_MODE ?? 'sandbox';

export class UnknownVendorModeError extends Error {
  constructor(vendor: string, mode: string) {
    super(`No ${vendor} adapter for VENDOR_MODE=${mode}; only "sandbox" is available`);
  }
}

export type TVendorOptions = { mode: string; delayMs: number };

export const readVendorOptions = (env: NodeJS.ProcessEnv = process.env): TVendorOptions => ({
  mode: readVendorMode(env),
  delayMs: readSandboxDelayMs(env),
});
