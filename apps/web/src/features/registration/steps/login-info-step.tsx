import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router';
import type { TRegisterData } from '@lintel/domain';
import { completeExternalReturn, readExternalReturn, startExternalSignUp } from '@/lib/external-auth.ts';
import { isAuthenticated } from '@/lib/session.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { StepForm } from '../components/step-form.tsx';
import { useStepForm } from '../state/use-step-form.ts';
import { ConsentFields, type TConsentForm } from '../components/consent-fields.tsx';
import { getRegisterData, updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';
import { useRegistrationSubmit } from '../submit/use-registration-submit.tsx';

// A provider code is good once: React's development double effect must not spend it twice.
const handledCodes = new Set<string>();
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;

/**
 * External authentication mode: the identity provider holds the password; this step takes the consents,
 * hands the tab to the provider's sign-up page (decision 014) and, back here with ?externalStateNonce=&code=,
 * signs in, restores the register data and runs the submit sequence.
 */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const location = useLocation();
  const { previousHref } = useRegisterV2Navigation('login-info');
  const { submit, isSubmitting, banner, overlays } = useRegistrationSubmit();
  const [handOffError, setHandOffError] = useState<string | null>(null);
  const [handingOff, setHandingOff] = useState(false);
  const form = useStepForm<TConsentForm>({
    resolver: zodResolver(schemas.loginInfo) as never,
    defaultValues: {
      termPrivacyConsent: data.termPrivacyConsent,
      communicationConsent: data.communicationConsent,
    },
  });

  useEffect(() => {
    const back = readExternalReturn(location.search);
    if (!back || handledCodes.has(back.code)) return;
    handledCodes.add(back.code);
    completeExternalReturn<TRegisterData>(back)
      .then(async (outcome) => {
        if (!outcome.signedIn) return;
        if (outcome.formState) updateRegisterData(outcome.formState);
        await submit(null);
      })
      .catch((error: unknown) => setHandOffError(messageOf(error)));
    // Once per return: submit is a fresh function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  const onSubmit = form.handleSubmit(async (values) => {
    updateRegisterData({
      termPrivacyConsent: values.termPrivacyConsent,
      communicationConsent: values.communicationConsent,
    });
    if (isAuthenticated()) {
      await submit(null);
      return;
    }
    setHandOffError(null);
    setHandingOff(true);
    try {
      await startExternalSignUp({ formState: getRegisterData() });
    } catch (error) {
      setHandOffError(messageOf(error));
      setHandingOff(false);
    }
  });
  return (
    <StepForm
      form={form}
      title="Review and agree"
      onSubmit={onSubmit}
      backHref={previousHref}
      isSubmitting={isSubmitting || handingOff}
      banner={handOffError ?? banner}
      submitLabel="Submit"
    >
      <ConsentFields />
      {overlays}
    </StepForm>
  );
};
