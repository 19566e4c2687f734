import { useState } from 'react';
import { CEO_FEEDBACK_ORG_CODE } from '@lintel/domain';
import { useBrand } from '@/brand/index.ts';
import { loadOnUse } from '@/lib/lazy-component.tsx';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useToast } from '@/ui/toast-context.ts';
import '../feedback.css';

// Decision 067: the form (its zod schemas, the contract call, react-hook-form) loads when the modal first
// opens, not with the footer every page loads after hydration.
const { Component: CeoFeedbackForm, preload: preloadCeoFeedbackForm } = loadOnUse(
  async () => (await import('./ceo-feedback-form.tsx')).CeoFeedbackForm,
);

/** The link that opens the feedback-to-the-CEO modal: the main brand only, signed-in only (spec 02 section 6). */
export const CeoFeedbackButton = () => {
  const brand = useBrand();
  const authenticated = useIsAuthenticated();
  if (brand.orgCode !== CEO_FEEDBACK_ORG_CODE || !authenticated) return null;
  return <CeoFeedbackEntry />;
};

const CeoFeedbackEntry = () => {
  const { showToast } = useToast();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        className="feedback-link"
        onClick={() => {
          // Started here, the form's chunk loads alongside the dialog's instead of after it.
          void preloadCeoFeedbackForm();
          setOpen(true);
        }}
      >
        Feedback to our CEO
      </Button>
      <Modal title="Feedback to our CEO" isOpen={isOpen} onClose={() => setOpen(false)}>
        <p>Tell our CEO what we could do better, or what we did well. Every message is read.</p>
        <CeoFeedbackForm
          onSent={() => {
            setOpen(false);
            showToast({ variant: 'success', message: 'Thank you for your feedback.' });
          }}
        />
      </Modal>
    </>
  );
};
