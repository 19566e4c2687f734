import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './registration.css';

export type TRegistrationModalProps = {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  /** alertdialog for messages that block the flow. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog (React Aria: focus moves in and is trapped, Escape closes when dismissable, focus
 * returns on close). Without onClose it can only be left through its own actions.
 */
export const RegistrationModalDialog = ({
  title,
  children,
  actions,
  onClose,
  role = 'alertdialog',
}: TRegistrationModalProps) => (
  <ModalOverlay
    className="reg-modal__overlay"
    isOpen
    isDismissable={Boolean(onClose)}
    isKeyboardDismissDisabled={!onClose}
    onOpenChange={(open) => {
      if (!open) onClose?.();
    }}
  >
    <Modal className="reg-modal">
      <Dialog role={role} className="reg-modal__dialog">
        <Heading slot="title" className="reg-modal__title">
          {title}
        </Heading>
        <div className="reg-modal__body">{children}</div>
        <div className="reg-modal__actions">{actions}</div>
      </Dialog>
    </Modal>
  </ModalOverlay>
);
