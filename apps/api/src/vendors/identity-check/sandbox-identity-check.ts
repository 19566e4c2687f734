import { createHash } from 'node:crypto';
import { waitSandboxDelay } from '../sandbox-delay.ts';
import type { TIdentityCheck } from './identity-check.ts';

/** The sandbox trigger (spec 04 section 9.3): an image whose file name contains it fails the check. */
export const ID_MISMATCH_TRIGGER = 'mismatch';

/**
 * Deterministic: the same images give the same answer and the same reference. Any side whose file name
 * contains `mismatch` fails as a real vendor's name-mismatch would; everything else passes.
 */
export const createSandboxIdentityCheck = (delayMs: number): TIdentityCheck => ({
  analyzeId: async (input) => {
    await waitSandboxDelay(delayMs);
    const sides = [input.front, ...(input.back ? [input.back] : [])];
    const reference = `sbx-id-${createHash('sha256').update(sides.map((side) => side.sha256).join(':')).digest('hex').slice(0, 16)}`;
    const mismatched = sides.some((side) => side.name.toLowerCase().includes(ID_MISMATCH_TRIGGER));
    return mismatched
      ? { result: 'FAILED_VERIFICATION', reasons: ['NAME_MISMATCH'], reference }
      : { result: 'VERIFIED', reasons: [], reference };
  },
});
