import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import './modal.css';

export type TModalProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content, right-aligned from 1024 px. */
  actions?: ReactNode;
  /** "alertdialog" for a message the user must answer; Escape and outside clicks then do nothing. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog: focus moves in and is trapped, Escape and a click outside close it (except an
 * alertdialog), focus returns to what opened it. React Aria gives the keyboard and screen-reader behaviour.
 * Loaded on first open through ./modal.tsx (decision 039), so React Aria stays out of the entry.
 */
export const ModalDialog = ({ title, isOpen, onClose, children, actions, role = 'dialog' }: TModalProps) => (
  <ModalOverlay
    className="modal-overlay"
    isOpen={isOpen}
    onOpenChange={(open) => (open ? undefined : onClose())}
    isDismissable={role === 'dialog'}
    isKeyboardDismissDisabled={role === 'alertdialog'}
  >
    <AriaModal className="modal">
      <Dialog className="modal__dialog" role={role}>
        <div className="modal__header">
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal__content">{children}</div>
        {actions ? <div className="modal__actions">{actions}</div> : null}
      </Dialog>
    </AriaModal>
  </ModalOverlay>
);
