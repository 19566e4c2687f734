import { createHash } from 'node:crypto';

/**
 * Deterministic numbers for the sandboxes: the same inputs always give the same value, so a
 * demo or a test sees the same score and home value for the same applicant every time.
 */
export const hashToUnit = (...parts: readonly (string | number | null | undefined)[]): number => {
  const normalized = parts.map((part) => String(part ?? '').trim().toLowerCase()).join('|');
  const digest = createHash('sha256').update(normalized).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
};

/** An integer in [min, max], chosen by the hash of the parts, rounded down to a multiple of step. */
export const pickInRange = (
  min: number,
  max: number,
  step: number,
  ...parts: readonly (string | number | null | undefined)[]
): number => {
  const raw = min + hashToUnit(...parts) * (max - min);
  return Math.min(max, Math.max(min, Math.floor(raw / step) * step));
};

export type TSandboxAddress = { street1: string; street2?: string | null; city: string; state: string; zip: string };

const addressKey = (address: TSandboxAddress): string[] => [address.street1, address.city, address.state, address.zip];

/** Whole dollars. Shared by property records (lien balance) and valuation so that both sandboxes agree. */
export const sandboxHomeValue = (address: TSandboxAddress): number =>
  pickInRange(350_000, 1_200_000, 1_000, 'home-value', ...addressKey(address));

/** First-mortgage balance in whole dollars: 25 % to 60 % of the sandbox home value. */
export const sandboxFirstMortgageBalance = (address: TSandboxAddress): number => {
  const share = 25 + Math.floor(hashToUnit('mortgage-share', ...addressKey(address)) * 36);
  return Math.round((sandboxHomeValue(address) * share) / 100);
};

/** Monthly payment of the first mortgage, whole dollars: roughly 0.6 % of its balance. */
export const sandboxFirstMortgagePayment = (address: TSandboxAddress): number =>
  Math.round(sandboxFirstMortgageBalance(address) * 0.006);
