import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZInviteSignerRequest, type TInviteSignerRequest } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PhoneField } from '@/ui/phone-field.tsx';
import { TextField } from '@/ui/text-field.tsx';

type TSignerFormProps = {
  defaultValues?: TInviteSignerRequest;
  submitLabel: string;
  onSubmit: (request: TInviteSignerRequest) => Promise<unknown>;
  onCancel?: () => void;
};

const EMPTY: TInviteSignerRequest = { firstName: '', lastName: '', email: '', phoneNumber: '' };

/** An owner's name, email and mobile phone, under the same rules the server checks (spec 02 section 5). */
export const SignerForm = ({ defaultValues = EMPTY, submitLabel, onSubmit, onCancel }: TSignerFormProps) => {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TInviteSignerRequest>({ resolver: zodResolver(ZInviteSignerRequest), defaultValues });
  const phone = register('phoneNumber');
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset(EMPTY);
    } catch (error) {
      setError('root', { message: isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE });
    }
  });
  return (
    <form className="form" noValidate onSubmit={submit}>
      {errors.root?.message ? (
        <ErrorAlert>
          <p>{errors.root.message}</p>
        </ErrorAlert>
      ) : null}
      <TextField
        label="First name"
        autoComplete="off"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="off"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <PhoneField {...phone} label="Mobile phone" autoComplete="off" error={errors.phoneNumber?.message} />
      <div className="form__actions">
        <Button type="submit" block disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Submitting' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
};
