import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import { useStickyInset } from './use-sticky-inset.ts';
import './button.css';
import './sticky-submit.css';

type TStickySubmitProps = {
  /** While true the button is disabled, shows a spinner and reads "Submitting" (spec 02 section 2). */
  loading?: boolean;
  label?: string;
  disabled?: boolean;
  /** Submits this form by id when the area sits outside it; otherwise the enclosing form. */
  form?: string;
  onClick?: () => void;
  type?: 'submit' | 'button';
  /** Id of the text saying why the button is disabled (aria-describedby). */
  describedBy?: string;
  /** Secondary content beside the button, e.g. a back link. */
  children?: ReactNode;
};

/**
 * The sticky submit area: pinned to the bottom of the screen on small screens, in the flow of the page
 * from 1024 px. The primary button is labelled Continue unless told otherwise. On small screens it is one
 * row (a back link beside the button) so it takes as little of the screen as it can, and its height is
 * published so focused fields are never hidden under it.
 */
export const StickySubmit = ({
  loading = false,
  label = 'Continue',
  disabled = false,
  form,
  onClick,
  type = 'submit',
  describedBy,
  children,
}: TStickySubmitProps) => {
  const ref = useStickyInset<HTMLDivElement>('bottom');
  return (
    <div className="sticky-submit" ref={ref}>
      <div className="sticky-submit__inner">
        {children}
        <button
          type={type}
          form={form}
          onClick={onClick}
          className="button button--primary sticky-submit__button"
          disabled={disabled || loading}
          aria-busy={loading || undefined}
          aria-describedby={describedBy}
        >
          {loading ? (
            <>
              <Spinner />
              <span className="sticky-submit__label">Submitting</span>
            </>
          ) : (
            label
          )}
        </button>
      </div>
    </div>
  );
};
