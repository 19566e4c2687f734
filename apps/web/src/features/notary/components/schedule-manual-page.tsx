import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MANUAL_NOTARY_FEE_DOLLARS, NOTARY_MESSAGES, ZManualNotaryRequest } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { TextField } from '@/ui/text-field.tsx';
import '@/ui/layout.css';
import { useReserveManualNotary } from '../api/notary-calls.ts';
import '../notary.css';

type TWindowInput = { date: string; from: string; to: string };
const EMPTY_WINDOW: TWindowInput = { date: '', from: '', to: '' };
const toIso = (date: string, time: string) => (date && time ? new Date(`${date}T${time}`).toISOString() : '');

/** notary/schedule-manual: where a notary should meet the applicant, and two preferred windows. */
export const ScheduleManualPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const reserve = useReserveManualNotary();
  const [address, setAddress] = useState({ street1: '', street2: '', city: '', state: '', zip: '' });
  const [windows, setWindows] = useState<TWindowInput[]>([EMPTY_WINDOW, EMPTY_WINDOW]);
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      address: { ...address, state: address.state.trim().toUpperCase(), street2: address.street2.trim() || null },
      windows: windows.map((window) => ({ start: toIso(window.date, window.from), end: toIso(window.date, window.to) })),
    };
    const parsed = ZManualNotaryRequest.safeParse(request);
    if (!parsed.success) {
      setErrors([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return;
    }
    setErrors([]);
    try {
      await reserve.mutateAsync({ uuid, request: parsed.data });
      await navigate(`/account/heloc/${uuid}/notary/reserve-manual`);
    } catch (caught) {
      setErrors([isApiError(caught) ? caught.message : UNEXPECTED_ERROR_MESSAGE]);
    }
  };

  const field = (name: keyof typeof address, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} name={name} value={address[name]} onChange={(event) => setAddress((all) => ({ ...all, [name]: event.target.value }))} {...extra} />
  );

  return (
    <section className="notary-page">
      <PageHeading>Schedule an in-person notary</PageHeading>
      <p>
        A notary will meet you to witness your signature on the deed. The visit costs ${MANUAL_NOTARY_FEE_DOLLARS}. Tell us where to meet you and
        give two windows that suit you; we confirm one of them.
      </p>
      <form className="form notary-panel" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset>
          <legend>Where should the notary meet you?</legend>
          {field('street1', 'Street address', { autoComplete: 'address-line1' })}
          {field('street2', 'Apartment, suite (optional)', { autoComplete: 'address-line2' })}
          {field('city', 'City', { autoComplete: 'address-level2' })}
          {field('state', 'State (two letters)', { autoComplete: 'address-level1', maxLength: 2 })}
          {field('zip', 'ZIP code', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
        </fieldset>
        {windows.map((window, index) => (
          <fieldset key={index} className="notary-window">
            <legend>Preferred window {index + 1}</legend>
            {(['date', 'from', 'to'] as const).map((part) => (
              <label key={part} className="notary-field">
                {part === 'date' ? 'Day' : part === 'from' ? 'From' : 'To'}
                <input
                  type={part === 'date' ? 'date' : 'time'}
                  value={window[part]}
                  onChange={(event) => setWindows((all) => all.map((w, i) => (i === index ? { ...w, [part]: event.target.value } : w)))}
                />
              </label>
            ))}
          </fieldset>
        ))}
        {errors.length > 0 ? (
          <ErrorAlert>
            {errors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </ErrorAlert>
        ) : null}
        <div className="form__actions">
          <Button type="submit" block disabled={reserve.isPending}>
            Reserve my notary visit
          </Button>
        </div>
        <p className="notary-note">{NOTARY_MESSAGES.windows}</p>
        <p>
          <Link to={`/account/heloc/${uuid}`}>Back to my application</Link>
        </p>
      </form>
    </section>
  );
};

export { ScheduleManualPage as Component };
