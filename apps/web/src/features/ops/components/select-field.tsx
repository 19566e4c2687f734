import { useId, type ComponentPropsWithRef } from 'react';

type TSelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
};

/** A labelled native select (keyboard and screen-reader behaviour come with it), styled like the text field. */
export const SelectField = ({ label, options, error, className, ...props }: TSelectFieldProps) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['text-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <select {...props} id={id} className="text-field__input" aria-invalid={error ? true : undefined} aria-describedby={errorId}>
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
