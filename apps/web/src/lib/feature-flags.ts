import { createContext, useContext } from 'react';
import { FEATURE_FLAG_KEYS, type TFeatureFlagKey, type TFlagVariables } from '@lintel/contract';

export { FEATURE_FLAG_KEYS, type TFeatureFlagKey };

export type TFlagValue = { enabled: boolean; variables: TFlagVariables };
export type TFlagState = {
  /** 'loading' until the first decision arrives; 'error' when it could not be fetched (flags then read off). */
  status: 'loading' | 'ready' | 'error';
  flags: Partial<Record<TFeatureFlagKey, TFlagValue>>;
};

export const FlagContext = createContext<TFlagState>({ status: 'loading', flags: {} });

/**
 * Session-storage override of one flag (spec 03 section 7): sessionStorage[key] = "true" or "false"
 * (e.g. `sessionStorage.setItem('fe-heloc-maintenance', 'false')` in the browser console). The same key
 * the registration feature reads.
 */
export const readFlagOverride = (key: string): boolean | undefined => {
  try {
    const value = window.sessionStorage.getItem(key);
    return value === 'true' ? true : value === 'false' ? false : undefined;
  } catch {
    return undefined;
  }
};

export const isFlagKey = (key: string): key is TFeatureFlagKey => (FEATURE_FLAG_KEYS as readonly string[]).includes(key);

/** One flag's decision with any session override applied; undefined while loading. */
export const useFlagValue = (key: TFeatureFlagKey): TFlagValue | undefined => {
  const { flags } = useContext(FlagContext);
  const decided = flags[key];
  const override = readFlagOverride(key);
  if (override === undefined) return decided;
  return { enabled: override, variables: decided?.variables ?? {} };
};

/** Whether a flag is on (off while loading or when the flag service failed, unless overridden). */
export const useFlag = (key: TFeatureFlagKey): boolean => useFlagValue(key)?.enabled ?? false;

export const useFlagStatus = (): TFlagState['status'] => useContext(FlagContext).status;
