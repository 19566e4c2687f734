import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ZEmployerRequest, type TEmployerRequest, type TIncomeReview } from '@lintel/contract';
import { formatUsPhone } from '@lintel/domain';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useIncomeReview, useSubmitEmployer } from '../api/income-api.ts';
import { errorMessageOf, IncomeFrame } from './income-frame.tsx';

type TErrors = Partial<Record<keyof TEmployerRequest, string>>;
const POLL_MS = 5000;

const dayOf = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const EmployerForm = ({ uuid, review }: { uuid: string; review: TIncomeReview }) => {
  const submit = useSubmitEmployer();
  const [values, setValues] = useState<TEmployerRequest>({
    employerName: review.employer?.employerName ?? '',
    contactName: review.employer?.contactName ?? '',
    phoneNumber: review.employer?.phoneNumber ?? '',
  });
  const [errors, setErrors] = useState<TErrors>({});
  const set = (name: keyof TEmployerRequest, value: string) => setValues((all) => ({ ...all, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZEmployerRequest.safeParse(values);
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof TEmployerRequest;
        found[name] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    submit.mutate({ uuid, request: parsed.data });
  };

  return (
    <form className="income-employer" onSubmit={onSubmit} noValidate>
      {submit.isError ? (
        <ErrorAlert>
          <p>{errorMessageOf(submit.error)}</p>
        </ErrorAlert>
      ) : null}
      <TextField label="Employer name" autoComplete="organization" maxLength={100} value={values.employerName} error={errors.employerName} onChange={(e) => set('employerName', e.target.value)} />
      <TextField
        label="Contact name"
        description="Someone in human resources or payroll who can confirm your employment."
        maxLength={100}
        value={values.contactName}
        error={errors.contactName}
        onChange={(e) => set('contactName', e.target.value)}
      />
      <TextField
        label="Contact phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={14}
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onChange={(e) => set('phoneNumber', formatUsPhone(e.target.value))}
      />
      <div className="form__actions">
        <Button type="submit" block disabled={submit.isPending} aria-busy={submit.isPending}>
          {submit.isPending ? (
            <>
              <Spinner /> Sending
            </>
          ) : review.employer ? (
            'Update employer details'
          ) : (
            'Verify my employment'
          )}
        </Button>
      </div>
    </form>
  );
};

/**
 * income/employer-verification (EMPLOYMENT_VERIFICATION): the employer's name, a contact and a phone number;
 * the employer is asked to confirm and answers within one business day. The page keeps looking and moves on
 * when the application does.
 */
export const EmployerVerificationPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const status = useIncomeReview(uuid, POLL_MS).data?.applicationStatus;
  useEffect(() => {
    // Verified (or moved by an agent): the status decides the next screen.
    if (status && status !== 'EMPLOYMENT_VERIFICATION') void navigate(`/account/heloc/${uuid}`, { replace: true });
  }, [status, uuid, navigate]);

  return (
    <IncomeFrame
      uuid={uuid}
      heading="Verify your employment"
      lead="Your payroll link named your employer but not your pay. Tell us who can confirm your employment and we will contact them."
      refetchInterval={POLL_MS}
    >
      {(review) => {
        if (review.applicationStatus !== 'EMPLOYMENT_VERIFICATION')
          return (
            <p>
              Your employment step is done. <Link to={`/account/heloc/${uuid}`}>Continue with your application</Link>
            </p>
          );
        return (
          <>
            {review.employer ? (
              <div className="income-next" role="status">
                <p>
                  We asked {review.employer.employerName} to confirm your employment. We expect their answer by{' '}
                  {dayOf(review.employer.verifiesAt)}. This page moves on by itself when they answer.
                </p>
              </div>
            ) : null}
            {review.employer ? (
              <dl className="income-facts">
                <dt>Employer</dt>
                <dd>{review.employer.employerName}</dd>
                <dt>Contact</dt>
                <dd>{review.employer.contactName}</dd>
                <dt>Phone</dt>
                <dd>{review.employer.phoneNumber}</dd>
              </dl>
            ) : null}
            <h2 className="income-page__section">{review.employer ? 'Correct the details' : 'Your employer'}</h2>
            <EmployerForm key={review.employer?.submittedAt ?? 'new'} uuid={uuid} review={review} />
          </>
        );
      }}
    </IncomeFrame>
  );
};

export { EmployerVerificationPage as Component };
