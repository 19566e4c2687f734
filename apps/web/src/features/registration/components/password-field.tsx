import { useId, useState, type ComponentPropsWithRef } from 'react';
import { failedPasswordRules, passwordStrength, PASSWORD_RULES } from '@lintel/domain';
import './registration.css';

const STRENGTH_LABELS = ['', 'Weak', 'Fair', 'Good', 'Strong'] as const;

type TPasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: string;
  /** One message, or each failed rule's message (shown one per line). */
  error?: string | readonly string[] | undefined;
  /** The typed value, for the strength meter; omit for the confirmation field. */
  meterValue?: string;
};

/** A password input with a show/hide toggle and, optionally, the four-segment strength meter and rule list. */
export const PasswordField = ({ label, error, meterValue, ...inputProps }: TPasswordFieldProps) => {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const messages = error === undefined ? [] : typeof error === 'string' ? [error] : error;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const meterId = meterValue !== undefined ? `${id}-meter` : undefined;
  const strength = meterValue !== undefined ? passwordStrength(meterValue) : 0;
  const failed = new Set(meterValue !== undefined ? failedPasswordRules(meterValue).map((r) => r.id) : []);
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="reg-password">
        <input
          {...inputProps}
          id={id}
          type={visible ? 'text' : 'password'}
          className="text-field__input reg-password__input"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[meterId, errorId].filter(Boolean).join(' ') || undefined}
        />
        <button
          type="button"
          className="reg-password__toggle"
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {meterValue !== undefined ? (
        <div id={meterId} className="reg-meter">
          <div className={`reg-meter__bar reg-meter__bar--${strength}`} aria-hidden="true">
            {[1, 2, 3, 4].map((segment) => (
              <span key={segment} className={segment <= strength ? 'is-on' : ''} />
            ))}
          </div>
          <p className="reg-meter__label">Password strength: {STRENGTH_LABELS[strength] || 'None'}</p>
          <ul className="reg-meter__rules">
            {PASSWORD_RULES.map((rule) => (
              <li key={rule.id} className={failed.has(rule.id) ? '' : 'is-met'}>
                <span aria-hidden="true">{failed.has(rule.id) ? '○' : '✓'}</span> {rule.message}
                <span className="visually-hidden">{failed.has(rule.id) ? ' (not met)' : ' (met)'}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {errorId ? (
        <div id={errorId}>
          {messages.map((message) => (
            <p key={message} className="text-field__error">
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
};
