import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useMatch } from 'react-router';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_TOPIC_OPTIONS, isUuid, ZFeedbackFormInput, type TFeedbackForm, type TFeedbackFormInput } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { useFocusFirstInvalid } from '@/ui/form-focus.ts';
import { useSendCeoFeedback } from '../api/send-ceo-feedback.ts';

/**
 * The feedback-to-the-CEO form (spec 02 section 5): topic, message of 10 to 1000 characters (the box stops
 * at 1000), marketing consent Yes/No. After a failed submit the first invalid field is scrolled to and
 * focused; a server failure shows the server's message here.
 */
export const CeoFeedbackForm = ({ onSent }: { onSent: () => void }) => {
  const id = useId();
  const { pathname } = useLocation();
  const match = useMatch('/account/heloc/:uuid/*');
  const applicationUuid = match?.params.uuid && isUuid(match.params.uuid) ? match.params.uuid : null;
  const sending = useSendCeoFeedback();
  const { register, handleSubmit, control, formState } = useForm<TFeedbackFormInput, unknown, TFeedbackForm>({
    resolver: zodResolver(ZFeedbackFormInput),
    defaultValues: { message: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = formState;
  const formRef = useFocusFirstInvalid(formState);
  const length = (useWatch({ control, name: 'message' }) ?? '').length;

  const onSubmit = handleSubmit(async (form) => {
    await sending.mutateAsync({ ...form, applicationUuid, pathname, productType: 'HELOC' }).then(onSent, () => undefined);
  });

  const errorId = (name: string) => `${id}-${name}-error`;
  const fieldError = (name: 'topic' | 'message' | 'marketingConsent') =>
    errors[name]?.message ? (
      <p className="feedback-form__error" id={errorId(name)}>
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <form ref={formRef} className="feedback-form" noValidate onSubmit={onSubmit}>
      {sending.isError ? (
        <ErrorAlert>
          <p>{isApiError(sending.error) ? sending.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <fieldset className="feedback-form__group" aria-describedby={errors.topic ? errorId('topic') : undefined}>
        <legend className="feedback-form__legend">What would you like to do?</legend>
        {FEEDBACK_TOPIC_OPTIONS.map((option) => (
          <label key={option.value} className="feedback-form__option">
            <input type="radio" value={option.value} aria-invalid={errors.topic ? true : undefined} {...register('topic')} /> {option.label}
          </label>
        ))}
        {fieldError('topic')}
      </fieldset>
      <div className="feedback-form__field">
        <label className="feedback-form__legend" htmlFor={`${id}-message`}>
          Your message
        </label>
        <textarea
          id={`${id}-message`}
          className="feedback-form__textarea"
          rows={5}
          maxLength={FEEDBACK_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={[`${id}-count`, errors.message ? errorId('message') : ''].filter(Boolean).join(' ')}
          {...register('message')}
        />
        <p className="feedback-form__count" id={`${id}-count`}>
          {length} of {FEEDBACK_MESSAGE_MAX} characters
        </p>
        {fieldError('message')}
      </div>
      <fieldset className="feedback-form__group" aria-describedby={errors.marketingConsent ? errorId('marketingConsent') : undefined}>
        <legend className="feedback-form__legend">May we quote your feedback in our marketing?</legend>
        <label className="feedback-form__option">
          <input type="radio" value="yes" aria-invalid={errors.marketingConsent ? true : undefined} {...register('marketingConsent')} /> Yes
        </label>
        <label className="feedback-form__option">
          <input type="radio" value="no" aria-invalid={errors.marketingConsent ? true : undefined} {...register('marketingConsent')} /> No
        </label>
        {fieldError('marketingConsent')}
      </fieldset>
      <Button type="submit" block disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Submitting' : 'Send feedback'}
      </Button>
    </form>
  );
};
