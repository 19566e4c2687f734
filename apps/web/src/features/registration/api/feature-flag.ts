import { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export const FLAG_DECISION_PATH = '/service-optimize/external/api/v2/decision';
export const REDESIGN_FLAG = 'fe-heloc-redesign-2025';

const ZFlagList = z.array(z.object({ key: z.string(), enabled: z.boolean() }));
const ZDecision = z.union([
  ZFlagList,
  z.object({ features: ZFlagList }).transform((v) => v.features),
  z.object({ flags: ZFlagList }).transform((v) => v.flags),
]);

/**
 * Whether a flag is on. Session storage overrides the server (spec 03 section 7: "Session storage can
 * override flag values"); when the flag service cannot answer, the flag keeps its default.
 */
export const isFlagEnabled = async (key: string, fallback: boolean): Promise<boolean> => {
  const override = window.sessionStorage.getItem(key);
  if (override === 'true' || override === 'false') return override === 'true';
  try {
    const flags = ZDecision.parse(
      await api.post(
        FLAG_DECISION_PATH,
        { optimizeUser: { attributes: {} } },
        { context: 'external', redirectOnUnauthenticated: false },
      ),
    );
    return flags.find((flag) => flag.key === key)?.enabled ?? fallback;
  } catch {
    return fallback;
  }
};
