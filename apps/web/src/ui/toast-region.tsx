import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAX_VISIBLE_TOASTS, TOAST_ALERT_TITLES, ToastContext, type TToastApi, type TToastInput } from './toast-context.ts';
import './toast.css';
import './visually-hidden.css';

type TToast = TToastInput & { id: string };

/** Success and info close by themselves after this long; errors and warnings wait for the user. */
const DEFAULT_DURATION_MS = 6000;
const defaultDuration = (toast: TToastInput) =>
  toast.durationMs ?? (toast.variant === 'success' || toast.variant === 'info' ? DEFAULT_DURATION_MS : 0);

const ToastIcon = ({ variant }: { variant: TToast['variant'] }) => (
  <svg className="toast__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9" fill="currentColor" />
    {variant === 'success' ? (
      <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="var(--color-bg)" strokeWidth="2" strokeLinecap="round" />
    ) : variant === 'info' ? (
      <path d="M10 9v5M10 6v.5" stroke="var(--color-bg)" strokeWidth="2" strokeLinecap="round" />
    ) : (
      <path d="M10 5.5v5M10 13.5v.5" stroke="var(--color-bg)" strokeWidth="2" strokeLinecap="round" />
    )}
  </svg>
);

const ToastItem = ({ toast, onDismiss }: { toast: TToast; onDismiss: (id: string) => void }) => {
  const duration = defaultDuration(toast);
  useEffect(() => {
    if (duration <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, onDismiss, toast.id]);
  const titleId = `${toast.id}-title`;
  // Errors and warnings interrupt (alert); success and info wait their turn (status).
  const urgent = toast.variant === 'error' || toast.variant === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} aria-labelledby={titleId} className={`toast toast--${toast.variant}`}>
      <ToastIcon variant={toast.variant} />
      <div className="toast__body">
        <span id={titleId} className="visually-hidden">
          {TOAST_ALERT_TITLES[toast.variant]}
        </span>
        {toast.heading ? <p className="toast__heading">{toast.heading}</p> : null}
        <p className="toast__message">{toast.message}</p>
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
};

/**
 * Holds the page's toasts and shows at most five at once in a region at the top of the screen
 * (bottom-right from 1024 px). Others queue and appear as visible ones close.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toasts, setToasts] = useState<TToast[]>([]);
  const sequence = useRef(0);

  const dismissToast = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const showToast = useCallback((toast: TToastInput) => {
    sequence.current += 1;
    const id = `toast-${sequence.current}`;
    setToasts((list) => [...list, { ...toast, id }]);
    return id;
  }, []);
  const api = useMemo<TToastApi>(() => ({ showToast, dismissToast }), [showToast, dismissToast]);
  const visible = toasts.slice(0, MAX_VISIBLE_TOASTS);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toast-region" aria-label="Notifications">
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismissToast} />
        ))}
      </section>
    </ToastContext.Provider>
  );
};
