import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { PROCESSING_MESSAGES } from '@lintel/domain';
import { LoaderAnimation, useBrand } from '@/brand/index.ts';
import './registration.css';

const MESSAGE_INTERVAL_MS = 2_500;

/** The "processing your data" modal: the brand's animation and the rotating messages, announced politely. */
export const ProcessingModalDialog = () => {
  const brand = useBrand();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => Math.min(current + 1, PROCESSING_MESSAGES.length - 1)),
      MESSAGE_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <ModalOverlay className="reg-modal__overlay" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="reg-modal reg-modal--processing">
        <Dialog className="reg-modal__dialog" aria-busy="true">
          <Heading slot="title" className="reg-modal__title">
            Processing your information
          </Heading>
          <LoaderAnimation animation={brand.theme.loaderAnimation} />
          {/* The spec's words exactly, nothing added: the brand's animation above is the sign of work going on. */}
          <p className="reg-processing__message" role="status" aria-live="polite">
            {PROCESSING_MESSAGES[index]}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
};
