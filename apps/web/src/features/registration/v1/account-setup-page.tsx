import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { formatPhoneInput } from '@lintel/domain';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { ContactFields, type TContactValues } from '../blocks/contact-fields.tsx';
import { PasswordFields, type TPasswordValues } from '../blocks/password-fields.tsx';
import { ConsentFields, type TConsentForm } from '../components/consent-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { NOT_ACCEPTING_APPS_PATH, useReferrerGuard } from '../state/use-referrer-guard.ts';
import { useContactSchema } from '../steps/phone-and-email-step.tsx';
import { useRegistrationSubmit } from '../submit/use-registration-submit.tsx';

type TAccountForm = TContactValues & TPasswordValues & TConsentForm;

/**
 * Register v1, second page: contact, password and consents, then the submit sequence; made of register-v2's
 * contact and password blocks. A signed-in applicant (spec 01 section 4) gives no password, and is not asked
 * for an email and phone the account already holds.
 */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const contactSchema = useContactSchema();
  const { search } = useLocation();
  const loggedIn = useIsAuthenticated();
  const { blocked } = useReferrerGuard();
  const askContact = !(data.prefilled.email && data.prefilled.phoneNumber);
  const { submit, isSubmitting, banner, overlays } = useRegistrationSubmit();
  const schema = useMemo(() => {
    const parts: z.ZodMiniType[] = [schemas.loginInfo];
    if (askContact) parts.push(contactSchema);
    if (!loggedIn) parts.push(schemas.setPassword);
    return parts.reduce((all, part) => z.intersection(all, part));
  }, [schemas, contactSchema, askContact, loggedIn]);
  const form = useStepForm<TAccountForm>({
    resolver: zodResolver(schema as never) as never,
    criteriaMode: 'all',
    defaultValues: {
      email: data.email,
      phoneNumber: data.phoneNumber ? formatPhoneInput(data.phoneNumber) : '',
      smsMarketingConsent: data.smsMarketingConsent,
      smsTransactionalConsent: data.smsTransactionalConsent,
      password: '',
      confirmPassword: '',
      termPrivacyConsent: data.termPrivacyConsent,
      communicationConsent: data.communicationConsent,
    },
    draft: { key: 'account-setup', secret: ['password', 'confirmPassword'] },
  });
  if (blocked) return <Navigate replace to={NOT_ACCEPTING_APPS_PATH} />;
  // Without the first page's answers there is nothing to submit (a reload elsewhere, a shared link).
  if (data.propertyAddress.street1.trim() === '') return <Navigate replace to={`/account/heloc/register${search}`} />;

  const onSubmit = form.handleSubmit(async ({ password, confirmPassword: _confirm, ...values }) => {
    updateRegisterData(
      askContact
        ? values
        : { termPrivacyConsent: values.termPrivacyConsent, communicationConsent: values.communicationConsent },
    );
    await submit(loggedIn ? null : password);
  });
  return (
    <div className="reg-v1">
      <StepForm
        form={form}
        title={loggedIn ? 'Review and agree' : 'Set up your account'}
        onSubmit={onSubmit}
        backHref={`/account/heloc/register${search}`}
        isSubmitting={isSubmitting}
        banner={banner}
        submitLabel="Submit"
      >
        {askContact ? <ContactFields /> : null}
        {loggedIn ? null : <PasswordFields />}
        <ConsentFields />
        {overlays}
      </StepForm>
    </div>
  );
};
