import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useNavigate, useParams } from 'react-router';
import { describeCondition, ZPhoneNumber } from '@lintel/domain';
import { useConditions } from '@/lib/reads/conditions.ts';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { PhoneField } from '@/ui/phone-field.tsx';
import { useToast } from '@/ui/toast-context.ts';
import { useAnswerCondition } from '../api/answer-condition.ts';
import { savePhoneAlias } from '../api/save-phone-alias.ts';
import { useConditionQuery } from '../use-condition-query.ts';
import '@/ui/layout.css';
import '../conditions.css';

const ZPhoneForm = z.object({ phoneNumber: ZPhoneNumber });
type TPhoneForm = z.infer<typeof ZPhoneForm>;

/**
 * conditions/phone-number: the borrower enters the mobile number underwriting is missing. It is saved as
 * the phone alias (spec 03 section 7) and the condition resolves.
 */
export const PhoneNumberPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const query = useConditionQuery();
  const conditions = useConditions(uuid);
  const answer = useAnswerCondition();
  const condition =
    conditions.data?.find(
      (c) => c.uuid === query.conditionUuid && c.categoryEnum === 'MISSING_PHONE_NUMBER',
    ) ?? conditions.data?.find((c) => c.categoryEnum === 'MISSING_PHONE_NUMBER' && c.actionNeeded);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TPhoneForm>({ resolver: zodResolver(ZPhoneForm), defaultValues: { phoneNumber: '' } });

  const phone = register('phoneNumber');
  const onSubmit = handleSubmit(async ({ phoneNumber }) => {
    if (!condition) return;
    try {
      await savePhoneAlias(phoneNumber);
      await answer.mutateAsync({ applicationUuid: uuid, conditionUuid: condition.uuid });
      showToast({ variant: 'success', message: 'Thank you. We have your phone number.' });
      await navigate(`/account/heloc/${uuid}/conditions`);
    } catch (error) {
      setError('root', { message: isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE });
    }
  });

  return (
    <section className="conditions-page">
      <PageHeading>Enter your phone number</PageHeading>
      {conditions.isSuccess && !condition ? (
        <p>
          There is no open request for your phone number.{' '}
          <Link to={`/account/heloc/${uuid}/conditions`}>See your conditions</Link>
        </p>
      ) : (
        <>
          <p>
            {condition
              ? describeCondition(condition).description
              : 'We are missing your phone number. Please click below to enter.'}
          </p>
          {errors.root?.message ? (
            <ErrorAlert>
              <p>{errors.root.message}</p>
            </ErrorAlert>
          ) : null}
          <form className="form" noValidate onSubmit={onSubmit}>
            <PhoneField {...phone} label="Mobile phone" error={errors.phoneNumber?.message} />
            <div className="form__actions">
              <Button type="submit" block disabled={isSubmitting || !condition} aria-busy={isSubmitting}>
                {isSubmitting ? 'Submitting' : 'Continue'}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
};

export { PhoneNumberPage as Component };
