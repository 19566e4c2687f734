import { useId, useState, type ComponentPropsWithRef } from 'react';
import type { FieldError } from 'react-hook-form';
import { failedPasswordRules, passwordStrength, PASSWORD_RULES } from '@lintel/domain';
import './password-field.css';
import './text-field.css';
import './visually-hidden.css';

/** Every message of a field with criteriaMode "all" (each failed password rule), in order, once. */
export const allMessages = (error: FieldError | undefined): string[] | undefined => {
  if (!error) return undefined;
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : [value],
  );
  const messages = [
    ...new Set([error.message, ...fromTypes].filter((m): m is string => typeof m === 'string' && m !== '')),
  ];
  return messages;
};

const STRENGTH_LABELS = ['', 'Weak', 'Fair', 'Good', 'Strong'] as const;

type TPasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: string;
  /** One message, or each failed rule's message (shown one per line). */
  error?: string | readonly string[] | undefined;
  /** The typed value, for the strength meter; omit for the confirmation field. */
  meterValue?: string;
};

const RULE_MESSAGES = new Set<string>(PASSWORD_RULES.map((rule) => rule.message));

/**
 * A password input with a show/hide toggle and, optionally, the four-segment strength meter and the rule
 * checklist. The checklist is the one place the rules are listed: each turns green as it is met, and after
 * a failed submit the unmet ones are marked as errors there rather than repeated in a second list.
 */
export const PasswordField = ({ label, error, meterValue, ...inputProps }: TPasswordFieldProps) => {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const allMessages = error === undefined ? [] : typeof error === 'string' ? [error] : error;
  const invalid = allMessages.length > 0;
  // With the checklist shown, rule messages live in it; only other messages ("Required", ...) show below.
  const messages = meterValue === undefined ? allMessages : allMessages.filter((message) => !RULE_MESSAGES.has(message));
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
          aria-invalid={invalid || undefined}
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
              <li key={rule.id} className={failed.has(rule.id) ? (invalid ? 'is-failed' : '') : 'is-met'}>
                <span aria-hidden="true">{failed.has(rule.id) ? (invalid ? '✗' : '○') : '✓'}</span> {rule.message}
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
