import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_OWNER_NAME_MAX,
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  BANK_MESSAGES,
  ZManualBankAccount,
  type TManualBankAccount,
} from '@lintel/domain';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useRoutingLookup } from '../api/bank-api.ts';
import { errorMessageOf } from './bank-frame.tsx';
import '@/ui/choice-list.css';

type TValues = { routingNumber: string; accountNumber: string; confirmAccountNumber: string; accountType: string; ownerName: string };
type TErrors = Partial<Record<keyof TValues, string>>;
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * A bank account typed by hand: routing number (checked with the ABA checksum, the bank's name shown from the
 * directory), account number typed twice (never shown back: the fields are cleared once sent), checking or
 * savings, the owner's name. The same schema checks it on the server.
 */
export const ManualAccountForm = ({
  defaultOwnerName,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  defaultOwnerName: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (account: TManualBankAccount) => void;
}) => {
  const { uuid = '' } = useParams();
  const [values, setValues] = useState<TValues>({ routingNumber: '', accountNumber: '', confirmAccountNumber: '', accountType: '', ownerName: defaultOwnerName });
  const [errors, setErrors] = useState<TErrors>({});
  const lookup = useRoutingLookup(uuid, values.routingNumber);
  const set = (name: keyof TValues, value: string) => setValues((all) => ({ ...all, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZManualBankAccount.safeParse(values);
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof TValues] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const bankLine = lookup.data?.valid ? (lookup.data.bankName ?? BANK_MESSAGES.unknownBank) : undefined;

  return (
    <form className="bank-form" onSubmit={submit} noValidate>
      {error ? (
        <ErrorAlert>
          <p>{errorMessageOf(error)}</p>
        </ErrorAlert>
      ) : null}
      <TextField
        label="Routing number"
        description="The 9-digit number at the bottom left of a check."
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        value={values.routingNumber}
        error={errors.routingNumber ?? (lookup.data && !lookup.data.valid ? BANK_MESSAGES.routingNumberInvalid : undefined)}
        onChange={(e) => set('routingNumber', digits(e.target.value, 9))}
      />
      {bankLine ? (
        <p className="bank-form__bank" aria-live="polite">
          {bankLine}
        </p>
      ) : null}
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_DIGITS}
        value={values.accountNumber}
        error={errors.accountNumber}
        onChange={(e) => set('accountNumber', digits(e.target.value, ACCOUNT_NUMBER_MAX_DIGITS))}
      />
      <TextField
        label="Confirm account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={ACCOUNT_NUMBER_MAX_DIGITS}
        value={values.confirmAccountNumber}
        error={errors.confirmAccountNumber}
        onPaste={(e) => e.preventDefault()}
        onChange={(e) => set('confirmAccountNumber', digits(e.target.value, ACCOUNT_NUMBER_MAX_DIGITS))}
      />
      <fieldset className="choice-list" aria-describedby={errors.accountType ? 'account-type-error' : undefined}>
        <legend>Account type</legend>
        {BANK_ACCOUNT_TYPES.map((type) => (
          <label key={type} className="choice-list__option">
            <input type="radio" name="accountType" value={type} checked={values.accountType === type} onChange={() => set('accountType', type)} />
            {BANK_ACCOUNT_TYPE_LABELS[type]}
          </label>
        ))}
        {errors.accountType ? (
          <p className="text-field__error" id="account-type-error">
            {errors.accountType}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Account owner's name"
        autoComplete="name"
        maxLength={ACCOUNT_OWNER_NAME_MAX}
        value={values.ownerName}
        error={errors.ownerName}
        onChange={(e) => set('ownerName', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" block disabled={pending} aria-busy={pending}>
          {pending ? (
            <>
              <Spinner /> Saving
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </form>
  );
};
