import { useState } from 'react';
import { CEO_FEEDBACK_ORG_CODE } from '@lintel/domain';
import { useBrand } from '@/brand/index.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useToast } from '@/ui/toast-context.ts';
import { CeoFeedbackForm } from './ceo-feedback-form.tsx';
import '../feedback.css';

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
      <Button variant="link" className="feedback-link" onClick={() => setOpen(true)}>
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
