import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './text-field.css';

export interface TTextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  description?: string;
  error?: string | undefined;
  /** Shown under the input, above the error: a line another form of the field also has (a status line). */
  footer?: ReactNode;
}

/**
 * A labelled input. The description and the error are tied to it with aria-describedby, and
 * aria-invalid marks it while an error shows, so a screen reader reads them with the field.
 */
export const TextField = ({ label, description, error, footer, className, ...inputProps }: TTextFieldProps) => {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['text-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      {description ? (
        <span className="text-field__description" id={descriptionId}>
          {description}
        </span>
      ) : null}
      <input
        {...inputProps}
        id={id}
        className="text-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {footer}
      {error ? (
        <p className="text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
