import { createContext, useContext } from 'react';

export const TOAST_VARIANTS = ['error', 'warning', 'success', 'info'] as const;
export type TToastVariant = (typeof TOAST_VARIANTS)[number];

/** Spec 03 section 8: the accessible title of each toast variant. */
export const TOAST_ALERT_TITLES: Record<TToastVariant, string> = {
  error: 'Error alert',
  warning: 'Warning alert',
  success: 'Success alert',
  info: 'Info alert',
};

/** Spec 03 section 9: at most this many toasts are visible; later ones wait for a free place. */
export const MAX_VISIBLE_TOASTS = 5;

export type TToastInput = {
  variant: TToastVariant;
  message: string;
  /** A short heading shown above the message. */
  heading?: string;
  /** Milliseconds until it closes itself; 0 keeps it until dismissed. Errors stay by default. */
  durationMs?: number;
};

export type TToastApi = {
  showToast: (toast: TToastInput) => string;
  dismissToast: (id: string) => void;
};

export const ToastContext = createContext<TToastApi | undefined>(undefined);

/** showToast and dismissToast; needs a <ToastProvider> above it. */
export const useToast = (): TToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
};
