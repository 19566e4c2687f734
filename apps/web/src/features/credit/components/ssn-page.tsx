import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { ZSubmitSsnRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useSubmitSsn } from '../api/submit-ssn.ts';
import { formatSsnInput } from '../ssn-format.ts';
import '@/ui/layout.css';
import '../credit.css';
import { afterCall } from '@/lib/after-call.ts';

type TSsnForm = { ssn: string };

/**
 * credit/social: the bureau found no report for the applicant's name and address; the social security number
 * lets it look again. The number is masked while typed (with a show toggle), sent once, and never shown back.
 */
export const SsnPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const submission = useSubmitSsn();
  const [visible, setVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TSsnForm>({ resolver: zodResolver(ZSubmitSsnRequest), defaultValues: { ssn: '' } });
  const field = register('ssn');

  const onSubmit = handleSubmit(({ ssn }) =>
    afterCall(submission.mutateAsync({ uuid, ssn }), () => navigate(`/account/heloc/${uuid}`, { replace: true })),
  );

  return (
    <section className="credit-page">
      <PageHeading>Please confirm your social security number</PageHeading>
      <p className="credit-page__lead">
        The credit bureau could not find your credit report with your name and address alone. With your social
        security number it can look again. This is a soft inquiry: it does not affect your credit score.
      </p>
      {submission.isError ? (
        <ErrorAlert>
          <p>{isApiError(submission.error) ? submission.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          {...field}
          onChange={(event) => {
            event.target.value = formatSsnInput(event.target.value);
            void field.onChange(event);
          }}
          label="Social security number"
          description="9 digits, for example 123-45-6789"
          type={visible ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          error={errors.ssn?.message}
        />
        <Button variant="link" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide number' : 'Show number'}
        </Button>
        <p className="credit-page__note">
          We encrypt your number and use it only to find your credit report. We never show it again.
        </p>
        <div className="form__actions">
          <Button type="submit" block disabled={submission.isPending} aria-busy={submission.isPending}>
            {submission.isPending ? 'Submitting…' : 'Continue'}
          </Button>
        </div>
      </form>
    </section>
  );
};

export { SsnPage as Component };
