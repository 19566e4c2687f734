import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { useFocusFirstInvalid } from '@/ui/form-focus.ts';
import { StickySubmit } from '@/ui/sticky-submit.tsx';
import './registration.css';

type TStepFormProps<T extends FieldValues> = {
  title: string;
  lead?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /**
   * The step's form, given to the field blocks inside (FormProvider); after a failed submit the first
   * invalid field, in reading order, takes focus.
   */
  form: UseFormReturn<T>;
  children: ReactNode;
  backHref?: string | null;
  isSubmitting?: boolean;
  submitLabel?: string;
  /** An error that keeps the applicant on this step (shown above the fields, announced). */
  banner?: ReactNode;
};

/**
 * One registration step: its heading (focused on arrival), the form, and the sticky submit area (spec 02
 * section 2) with the way back. While submitting the button says so and refuses a second press. A failed
 * submit shows every error of the step at once and focuses the first invalid field, clear of the sticky bar.
 */
export const StepForm = <T extends FieldValues>({
  title,
  lead,
  onSubmit,
  form,
  children,
  backHref,
  isSubmitting = false,
  submitLabel = 'Continue',
  banner,
}: TStepFormProps<T>) => {
  const formRef = useFocusFirstInvalid(form.formState);
  return (
    <section className="reg-step">
      <PageHeading>{title}</PageHeading>
      {lead ? <div className="reg-step__lead">{lead}</div> : null}
      {banner ? <ErrorAlert>{typeof banner === 'string' ? <p>{banner}</p> : banner}</ErrorAlert> : null}
      {/* method="post": prerendered pages show this form before the script runs (decision 045); a press of Enter
          then must not put what was typed into the address, where logs keep it. Once live, onSubmit takes over. */}
      <form
        ref={formRef}
        method="post"
        className="reg-step__form"
        noValidate
        onSubmit={onSubmit}
        aria-busy={isSubmitting || undefined}
      >
        <FormProvider {...form}>{children}</FormProvider>
        <StickySubmit loading={isSubmitting} label={submitLabel}>
          {backHref ? (
            <Link className="reg-actions__back" to={backHref}>
              Back
            </Link>
          ) : null}
        </StickySubmit>
      </form>
    </section>
  );
};
