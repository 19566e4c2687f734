import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './registration.css';

const describedBy = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined;

type TSelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  error?: string | undefined;
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** A labelled native select: its error is tied to it by aria-describedby and marked with aria-invalid. */
export const SelectField = ({ label, error, placeholder, options, ...props }: TSelectFieldProps) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...props}
        id={id}
        className="text-field__input reg-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
};

type TChoice = { value: string; label: string; description?: string };

type TRadioGroupProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'value'> & {
  legend: ReactNode;
  error?: string | undefined;
  choices: readonly TChoice[];
};

/**
 * Radio buttons as large tappable cards in a fieldset. The error is linked from every radio, so a screen
 * reader reads it with whichever one has focus. Every radio gets the form library's ref: it reads the group from them.
 */
export const RadioCards = ({ legend, error, choices, ref, ...inputProps }: TRadioGroupProps) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="reg-radios" aria-describedby={errorId}>
      <legend className="reg-radios__legend">{legend}</legend>
      <div className="reg-radios__options">
        {choices.map((choice) => (
          <label key={choice.value} className="reg-radio">
            <input
              {...inputProps}
              ref={ref}
              type="radio"
              value={choice.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(errorId)}
            />
            <span className="reg-radio__text">
              <span className="reg-radio__label">{choice.label}</span>
              {choice.description ? (
                <span className="reg-radio__description">{choice.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};

type TCheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  children: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label text beside it and its error under it. */
export const CheckboxField = ({ children, error, ...inputProps }: TCheckboxProps) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="reg-checkbox">
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p className="text-field__error reg-checkbox__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
