import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { errorMessageOf } from './bpo-frame.tsx';

/**
 * One required checkbox and a submit button: the fee agreement (bpo/order-bpo) and the Texas acknowledgement
 * (bpo/condition). The checkbox's error is tied to it, and the server's refusal shows above the button.
 */
export const AgreementForm = (props: {
  agreement: ReactNode;
  requiredMessage: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  error: unknown;
  onAgree: () => void;
}) => {
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [showError, setShowError] = useState(false);
  const errorId = `${id}-error`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setShowError(true);
      return;
    }
    props.onAgree();
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="bpo-agree">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={showError && !checked ? true : undefined}
          aria-describedby={showError && !checked ? errorId : undefined}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <label htmlFor={id}>{props.agreement}</label>
        {showError && !checked ? (
          <p className="text-field__error bpo-agree__error" id={errorId}>
            {props.requiredMessage}
          </p>
        ) : null}
      </div>
      {props.error ? (
        <ErrorAlert>
          <p>{errorMessageOf(props.error)}</p>
        </ErrorAlert>
      ) : null}
      <div className="form__actions">
        <Button type="submit" block disabled={props.isPending} aria-busy={props.isPending}>
          {props.isPending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
};
