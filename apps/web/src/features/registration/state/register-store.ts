import { useSyncExternalStore } from 'react';
import { createEmptyRegisterData, type TRegisterData } from '@lintel/domain';

// Register data lives in sessionStorage so back/forward and a reload keep what was entered in this
// tab, and closing the tab forgets it. The password is never part of it: the set-password step keeps
// that in its form only and hands it straight to the submit sequence.
const STORAGE_KEY = 'lintel.register-data';
/** What was typed on steps left without continuing (never a password): see use-step-form.ts. */
const DRAFTS_KEY = 'lintel.register-drafts';

const listeners = new Set<() => void>();
let cached: TRegisterData | null = null;

const readStored = (): TRegisterData => {
  try {
    const text = window.sessionStorage.getItem(STORAGE_KEY);
    if (!text) return createEmptyRegisterData();
    // Fields added later keep their defaults when an older record is read back.
    const empty = createEmptyRegisterData();
    const stored = JSON.parse(text) as Partial<TRegisterData>;
    return { ...empty, ...stored, prefilled: { ...empty.prefilled, ...stored.prefilled } };
  } catch {
    return createEmptyRegisterData();
  }
};

export const getRegisterData = (): TRegisterData => {
  cached ??= readStored();
  return cached;
};

const write = (next: TRegisterData) => {
  cached = next;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage only loses reload survival; the flow still works in memory.
  }
  listeners.forEach((listener) => listener());
};

/** Merges a step's answers into the register data. */
export const updateRegisterData = (patch: Partial<TRegisterData>): void =>
  write({ ...getRegisterData(), ...patch });

/**
 * Forgets the register data once the flow is left (submitted, waitlisted), so the next registration starts
 * clean. The in-memory copy stays until a registration page starts again (startRegistration): the steps
 * still on screen while the router moves on would otherwise see an empty property street and send the
 * applicant back to the first step.
 */
export const clearRegisterData = (): void => {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
    window.sessionStorage.removeItem(DRAFTS_KEY);
  } catch {
    // nothing stored then
  }
  cleared = true;
};

let cleared = false;

/** Called when a registration page first renders: a flow left earlier in this page session starts over. */
export const startRegistration = (): void => {
  if (!cleared) return;
  cleared = false;
  cached = null;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * What the build prerendered the registration pages with (decision 045): no answers. React hydrates a
 * prerendered page with this (the server snapshot), so the markup matches and the visitor's DOM, and what they
 * typed, is kept; the stored answers come in the render right after (decision 088, use-step-form.ts).
 */
const PRERENDERED_DATA = createEmptyRegisterData();
const getPrerenderedData = (): TRegisterData => PRERENDERED_DATA;

export const useRegisterData = (): TRegisterData =>
  useSyncExternalStore(subscribe, getRegisterData, getPrerenderedData);

/** Test hook: drop the in-memory copy so the next read comes from storage. */
export const resetRegisterDataCache = (): void => {
  cached = null;
};

const readDrafts = (): Record<string, Record<string, unknown>> => {
  try {
    return JSON.parse(window.sessionStorage.getItem(DRAFTS_KEY) ?? '{}') as Record<string, Record<string, unknown>>;
  } catch {
    return {};
  }
};

/** The values last typed on a step, when it was left (see use-step-form.ts). */
export const readStepDraft = <T>(key: string): Partial<T> | null => (readDrafts()[key] as Partial<T>) ?? null;

export const saveStepDraft = (key: string, values: Record<string, unknown>): void => {
  try {
    window.sessionStorage.setItem(DRAFTS_KEY, JSON.stringify({ ...readDrafts(), [key]: values }));
  } catch {
    // A full or disabled storage only loses the draft.
  }
};
