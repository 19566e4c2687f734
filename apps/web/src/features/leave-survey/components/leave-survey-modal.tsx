import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LEAVE_SURVEY_COMMENT_MAX, LEAVE_SURVEY_REASON_LABELS, LEAVE_SURVEY_REASONS, ZLeaveSurveyAnswer, type TLeaveSurveyAnswer } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { useFocusFirstInvalid } from '@/ui/form-focus.ts';
import { Modal } from '@/ui/modal.tsx';
import '../leave-survey.css';

/** The leave-survey (spec 03 section 4): one question and an optional comment; closing it is an answer too. */
export const LeaveSurveyModal = (props: { isOpen: boolean; onSubmit: (answer: TLeaveSurveyAnswer) => void; onClose: () => void; isDone: boolean }) => {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<TLeaveSurveyAnswer>({ resolver: zodResolver(ZLeaveSurveyAnswer), shouldFocusError: false });
  const formRef = useFocusFirstInvalid(formState);
  const { errors } = formState;
  return (
    <Modal title="Before you go" isOpen={props.isOpen} onClose={props.onClose}>
      {props.isDone ? (
        <p role="status">Thank you. Logging you out…</p>
      ) : (
        <form ref={formRef} className="leave-survey" noValidate onSubmit={handleSubmit(props.onSubmit)}>
          <fieldset className="leave-survey__group" aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
            <legend className="leave-survey__legend">What is stopping you today?</legend>
            {LEAVE_SURVEY_REASONS.map((reason) => (
              <label key={reason} className="leave-survey__option">
                <input type="radio" value={reason} aria-invalid={errors.reason ? true : undefined} {...register('reason')} /> {LEAVE_SURVEY_REASON_LABELS[reason]}
              </label>
            ))}
            {errors.reason ? (
              <p className="leave-survey__error" id={`${id}-reason-error`}>
                {errors.reason.message}
              </p>
            ) : null}
          </fieldset>
          <label className="leave-survey__legend" htmlFor={`${id}-comment`}>
            Anything else you would like to tell us? (optional)
          </label>
          <textarea id={`${id}-comment`} className="leave-survey__textarea" rows={3} maxLength={LEAVE_SURVEY_COMMENT_MAX} {...register('comment')} />
          <div className="leave-survey__actions">
            <Button type="submit">Send and log out</Button>
            <Button variant="secondary" onClick={props.onClose}>
              Skip and log out
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
