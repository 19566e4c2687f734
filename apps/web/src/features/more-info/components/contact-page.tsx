import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import {
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  ZContactDetailsRequest,
  type TContactDetailsRequest,
} from '@lintel/contract';
import { formatUsPhone } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { PhoneField } from '@/ui/phone-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useProfileContact } from '../api/get-profile-contact.ts';
import { useSaveContactDetails } from '../api/save-contact-details.ts';
import '@/ui/layout.css';
import '../more-info.css';
import '@/ui/choice-list.css';
import { afterCall } from '@/lib/after-call.ts';

type TContactForm = {
  email: string;
  phoneNumber: string;
  maritalStatus: TContactDetailsRequest['maritalStatus'] | '';
};

/** start/contact (COLLECT_ADDITIONAL_INFO): the applicant confirms how to reach them and gives the marital status the lender needs. */
export const ContactPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const profile = useProfileContact();
  const saving = useSaveContactDetails();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TContactForm, unknown, TContactDetailsRequest>({
    resolver: zodResolver(ZContactDetailsRequest) as never,
    defaultValues: { email: '', phoneNumber: '', maritalStatus: '' },
  });

  useEffect(() => {
    if (!profile.data || isDirty) return;
    const phone =
      profile.data.phoneNumbers[0]?.number ??
      profile.data.aliases.find((alias) => alias.type === 'Phone')?.value ??
      '';
    reset({ email: profile.data.email, phoneNumber: phone ? formatUsPhone(phone) : '', maritalStatus: '' });
  }, [profile.data, isDirty, reset]);

  const phone = register('phoneNumber');
  const onSubmit = handleSubmit((details) =>
    afterCall(saving.mutateAsync({ uuid, details }), () =>
      navigate(`/account/heloc/${uuid}`, { replace: true }),
    ),
  );

  return (
    <section className="more-info-page">
      <PageHeading>Confirm your contact details</PageHeading>
      <p>We use these to reach you about your application. Please check they are right.</p>
      {saving.isError ? (
        <ErrorAlert>
          <p>{isApiError(saving.error) ? saving.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          {...register('email')}
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
        />
        <PhoneField {...phone} label="Mobile phone" error={errors.phoneNumber?.message} />
        <fieldset
          className="choice-list"
          aria-describedby={errors.maritalStatus ? 'marital-error' : undefined}
        >
          <legend>Marital status</legend>
          <p className="choice-list__hint">
            Some states' property laws give a spouse rights in the home, so the lender needs to know.
          </p>
          {MARITAL_STATUSES.map((status) => (
            <label key={status} className="choice-list__option">
              <input type="radio" value={status} {...register('maritalStatus')} />{' '}
              {MARITAL_STATUS_LABELS[status]}
            </label>
          ))}
          {errors.maritalStatus ? (
            <p className="text-field__error" id="marital-error">
              {errors.maritalStatus.message}
            </p>
          ) : null}
        </fieldset>
        <div className="form__actions">
          <Button type="submit" block disabled={saving.isPending} aria-busy={saving.isPending}>
            {saving.isPending ? 'Submitting' : 'Continue'}
          </Button>
        </div>
      </form>
    </section>
  );
};

export { ContactPage as Component };
