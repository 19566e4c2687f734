import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SETTINGS_MESSAGES, type TConsentPromptType } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useFlag } from '@/lib/feature-flags.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { saveSmsConsents, useConsentPrompt, useCurrentConsents } from '../api/settings-calls.ts';
import '../settings.css';

export const SMS_TRANSACTIONAL_FLAG = 'fe-heloc-sms-transactional-consent';

const ConsentBox = ({
  text,
  checked,
  onChange,
}: {
  text: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) => {
  const id = useId();
  return (
    <div className="settings-checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{text}</label>
    </div>
  );
};

/**
 * Text messages: marketing texts, and (flag fe-heloc-sms-transactional-consent) texts about the application.
 * Each box shows the organisation's exact consent wording; saving records the choice against that wording.
 */
export const SmsConsentsForm = ({
  email,
  phone,
  onSaved,
}: {
  email: string;
  phone: string | null;
  onSaved: (message: string) => void;
}) => {
  const transactionalOn = useFlag(SMS_TRANSACTIONAL_FLAG);
  const marketingPrompt = useConsentPrompt('SMS');
  const transactionalPrompt = useConsentPrompt('SMS_TRANSACTIONAL');
  const current = useCurrentConsents();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Partial<Record<TConsentPromptType, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!current.data) return;
    setChoices(
      Object.fromEntries(current.data.consents.map((c) => [c.consentType, c.optInOut === 'OPT_IN'])),
    );
  }, [current.data]);

  const shown: { type: TConsentPromptType; uuid?: string; text?: string }[] = [
    ...(transactionalOn
      ? [
          {
            type: 'SMS_TRANSACTIONAL' as const,
            uuid: transactionalPrompt.data?.uuid,
            text: transactionalPrompt.data?.text,
          },
        ]
      : []),
    { type: 'SMS', uuid: marketingPrompt.data?.uuid, text: marketingPrompt.data?.text },
  ];
  const ready = shown.every((s) => s.uuid && s.text) && current.isSuccess;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone) {
      setError(SETTINGS_MESSAGES.phoneNeededForTexts);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveSmsConsents({
        phone,
        email,
        consents: shown.map((s) => ({
          consentPromptUuid: s.uuid ?? '',
          optInOut: choices[s.type] ? 'OPT_IN' : 'OPT_OUT',
        })),
      });
      await queryClient.invalidateQueries({ queryKey: ['current-consents'] });
      onSaved(SETTINGS_MESSAGES.consentsSaved);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="settings-sms-heading"
    >
      <h2 id="settings-sms-heading" className="settings-page__section">
        Text messages
      </h2>
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      {ready ? (
        <>
          {shown.map((s) => (
            <ConsentBox
              key={s.type}
              text={s.text ?? ''}
              checked={choices[s.type] ?? false}
              onChange={(value) => setChoices((all) => ({ ...all, [s.type]: value }))}
            />
          ))}
          <div className="form__actions">
            <Button type="submit" variant="secondary" disabled={saving} aria-busy={saving}>
              {saving ? 'Saving' : 'Save text message choices'}
            </Button>
          </div>
        </>
      ) : current.isError || marketingPrompt.isError ? (
        <p>{UNEXPECTED_ERROR_MESSAGE}</p>
      ) : (
        <p role="status">Loading your choices</p>
      )}
    </form>
  );
};
