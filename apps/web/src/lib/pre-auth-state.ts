import { STORAGE_KEYS } from './storage-keys.ts';

/** Spec 03 section 3, "Pre-auth saved state": what the page keeps while the identity provider has the tab. */
export type TPreAuthState<TFormState> = { formState: TFormState; nonce: string };

// Secrets never go into storage: a form state that happens to carry one loses it here.
const SECRET_KEYS = new Set(['password', 'confirmPassword']);

const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !SECRET_KEYS.has(key)).map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
};

/** A fresh unguessable nonce (URL-safe, 32 characters) for one hand-off. */
export const createStateNonce = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
};

/** Saves the form state and its nonce before the hand-off (replacing any earlier one). */
export const savePreAuthState = <TFormState>(state: TPreAuthState<TFormState>): void => {
  window.localStorage.setItem(STORAGE_KEYS.preAuthState, JSON.stringify({ formState: withoutSecrets(state.formState), nonce: state.nonce }));
};

/** True when a saved state exists and was saved with this nonce (read only, nothing removed). */
export const matchesPreAuthNonce = (returnedNonce: string | null | undefined): boolean => {
  const saved = readSaved();
  return !!saved && !!returnedNonce && saved.nonce === returnedNonce;
};

const readSaved = (): TPreAuthState<unknown> | null => {
  try {
    const text = window.localStorage.getItem(STORAGE_KEYS.preAuthState);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<TPreAuthState<unknown>>;
    return typeof parsed.nonce === 'string' && 'formState' in parsed ? { formState: parsed.formState, nonce: parsed.nonce } : null;
  } catch {
    return null;
  }
};

/**
 * Spec 03 section 4: after the return, the saved form state comes back only if the returned nonce matches
 * the saved one; otherwise it is discarded. Either way it is removed, so it is used at most once.
 */
export const restorePreAuthState = <TFormState>(returnedNonce: string | null | undefined): TFormState | null => {
  const saved = readSaved();
  window.localStorage.removeItem(STORAGE_KEYS.preAuthState);
  if (!saved || !returnedNonce || saved.nonce !== returnedNonce) return null;
  return saved.formState as TFormState;
};
