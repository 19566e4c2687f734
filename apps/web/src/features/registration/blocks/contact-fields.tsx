import { useFormContext } from 'react-hook-form';
import { SMS_TRANSACTIONAL_CONSENT_FLAG } from '@lintel/domain';
import { useFlag } from '@/lib/feature-flags.ts';
import { TextField } from '@/ui/text-field.tsx';
import { PhoneField } from '@/ui/phone-field.tsx';
import { CheckboxField } from '../components/fields.tsx';

export type TContactValues = {
  email: string;
  phoneNumber: string;
  smsMarketingConsent: boolean;
  smsTransactionalConsent: boolean;
};

/** Email, mobile phone and the optional SMS consents (the transactional one while fe-heloc-sms-transactional-consent is on): register-v2's contact step and /register's account setup. */
export const ContactFields = () => {
  const { register, formState } = useFormContext<TContactValues>();
  const { errors } = formState;
  const askTransactional = useFlag(SMS_TRANSACTIONAL_CONSENT_FLAG);
  return (
    <>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PhoneField label="Mobile phone" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      {askTransactional ? (
        <CheckboxField {...register('smsTransactionalConsent')}>
          Text me updates about my application. Message and data rates may apply; reply STOP to opt out.
        </CheckboxField>
      ) : null}
      <CheckboxField {...register('smsMarketingConsent')}>
        Text me offers and news. Message and data rates may apply; reply STOP to opt out.
      </CheckboxField>
    </>
  );
};
