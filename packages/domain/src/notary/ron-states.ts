import { US_STATE_ABBREVS } from '../brand/us-states.ts';

/**
 * Where a deed notarized by remote online notarization (RON) is accepted for recording (spec 04 section 9.3).
 * A sample table, kept as data: the lender's compliance team owns the real one and changes it without code.
 * States listed here do NOT accept a remotely notarized deed for recording in this sample; their applicants
 * take the manual notary path (MANUAL_DEED_SIGNING). Every other state accepts it.
 */
export const RON_NOT_ACCEPTED_FOR_RECORDING: Readonly<Record<string, string>> = {
  SC: 'A closing attorney must supervise the deed signing in person.',
  DE: 'The county recorder does not accept remotely notarized deeds in this sample table.',
  MA: 'A closing attorney must supervise the deed signing in person.',
};

/** One row per state: whether a remotely notarized deed is accepted for recording there. */
export const RON_STATE_TABLE: readonly { state: string; accepted: boolean; note: string | null }[] = US_STATE_ABBREVS.map(
  (state) => ({ state, accepted: !Object.hasOwn(RON_NOT_ACCEPTED_FOR_RECORDING, state), note: RON_NOT_ACCEPTED_FOR_RECORDING[state] ?? null }),
);

/** True when the property's state records a remotely notarized deed; unknown states take the manual path. */
export const isRemoteNotaryAccepted = (state: string): boolean => {
  const code = state.trim().toUpperCase();
  return (US_STATE_ABBREVS as readonly string[]).includes(code) && !Object.hasOwn(RON_NOT_ACCEPTED_FOR_RECORDING, code);
};
