import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '@/ui/page-heading.tsx';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import './registration.css';

type TStepFormProps = {
  title: string;
  lead?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  backHref?: string | null;
  isSubmitting?: boolean;
  submitLabel?: string;
  /** An error that keeps the applicant on this step (shown above the fields, announced). */
  banner?: string | null;
};

/**
 * One registration step: its heading (focused on arrival), the form, and the action bar that sticks
 * to the bottom of small screens. While submitting the button says so and refuses a second press.
 */
export const StepForm = ({
  title,
  lead,
  onSubmit,
  children,
  backHref,
  isSubmitting = false,
  submitLabel = 'Continue',
  banner,
}: TStepFormProps) => (
  <section className="reg-step">
    <PageHeading>{title}</PageHeading>
    {lead ? <div className="reg-step__lead">{lead}</div> : null}
    {banner ? (
      <ErrorAlert>
        <p>{banner}</p>
      </ErrorAlert>
    ) : null}
    <form className="reg-step__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
      {children}
      <div className="reg-actions">
        <Button type="submit" block disabled={isSubmitting} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Submitting' : submitLabel}
        </Button>
        {backHref ? (
          <Link className="reg-actions__back" to={backHref}>
            Back
          </Link>
        ) : null}
      </div>
    </form>
  </section>
);
