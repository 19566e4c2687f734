import { useId, type ReactNode } from 'react';
import './button.css';
import './inline-error-panel.css';

/** Spec 02 section 8 / spec 03 section 2: the generic inline error panel's title and default text. */
export const INLINE_ERROR_TITLE = 'Error';
export const INLINE_ERROR_DEFAULT_MESSAGE = 'Something went wrong. Please try again.';

type TInlineErrorPanelProps = {
  title?: string;
  message?: ReactNode;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
};

/** An error announced when it appears, titled "Error", with the default text unless a message is given. */
export const InlineErrorPanel = ({ title = INLINE_ERROR_TITLE, message = INLINE_ERROR_DEFAULT_MESSAGE, onRetry }: TInlineErrorPanelProps) => {
  const titleId = useId();
  return (
    <div role="alert" aria-labelledby={titleId} className="inline-error-panel">
      <svg className="inline-error-panel__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10 5v6M10 13.5v1.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div>
        <p id={titleId} className="inline-error-panel__title">
          {title}
        </p>
        <div className="inline-error-panel__message">{message}</div>
        {onRetry ? (
          <button type="button" className="button button--link inline-error-panel__retry" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
};
