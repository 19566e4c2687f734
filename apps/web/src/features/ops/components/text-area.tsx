import { useId, type ComponentPropsWithRef } from 'react';

type TTextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & { label: string; error?: string | undefined };

/** A labelled textarea with its error tied to it, styled like the text field. */
export const TextArea = ({ label, error, className, ...props }: TTextAreaProps) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['text-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea {...props} id={id} rows={3} className="ops-textarea" aria-invalid={error ? true : undefined} aria-describedby={errorId} />
      {error ? (
        <p className="text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
