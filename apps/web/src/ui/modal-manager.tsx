import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal.tsx';

export type TManagedModal = {
  /** Unique among open modals (spec 03 section 5): opening a second one with the same id throws. */
  id: string;
  title: string;
  /** The content; gets `close` to close this modal from inside. */
  render: (close: () => void) => ReactNode;
  actions?: (close: () => void) => ReactNode;
  role?: 'dialog' | 'alertdialog';
  onClose?: () => void;
};

export type TModalManager = {
  openModal: (modal: TManagedModal) => void;
  closeModal: (id: string) => void;
  isModalOpen: (id: string) => boolean;
};

const ModalManagerContext = createContext<TModalManager | undefined>(undefined);

export const duplicateModalMessage = (id: string) => `A modal with the id "${id}" is already open`;

const ManagedModal = ({ modal, onClose }: { modal: TManagedModal; onClose: (id: string) => void }) => {
  const close = () => onClose(modal.id);
  return (
    <Modal title={modal.title} isOpen onClose={close} role={modal.role} actions={modal.actions?.(close)}>
      {modal.render(close)}
    </Modal>
  );
};

/** Opens modals by id from anywhere below it; the newest one is on top. */
export const ModalManagerProvider = ({ children }: { children: ReactNode }) => {
  const [modals, setModals] = useState<TManagedModal[]>([]);
  // Checked synchronously so two opens in one tick still see each other.
  const open = useRef(new Map<string, TManagedModal>());

  const closeModal = useCallback((id: string) => {
    const modal = open.current.get(id);
    if (!modal) return;
    open.current.delete(id);
    setModals((list) => list.filter((m) => m.id !== id));
    modal.onClose?.();
  }, []);

  const openModal = useCallback((modal: TManagedModal) => {
    if (open.current.has(modal.id)) throw new Error(duplicateModalMessage(modal.id));
    open.current.set(modal.id, modal);
    setModals((list) => [...list, modal]);
  }, []);

  const isModalOpen = useCallback((id: string) => open.current.has(id), []);
  const manager = useMemo(() => ({ openModal, closeModal, isModalOpen }), [openModal, closeModal, isModalOpen]);

  return (
    <ModalManagerContext.Provider value={manager}>
      {children}
      {modals.map((modal) => (
        <ManagedModal key={modal.id} modal={modal} onClose={closeModal} />
      ))}
    </ModalManagerContext.Provider>
  );
};

/** openModal, closeModal, isModalOpen; needs a <ModalManagerProvider> above it. */
export const useModalManager = (): TModalManager => {
  const manager = useContext(ModalManagerContext);
  if (!manager) throw new Error('useModalManager needs a <ModalManagerProvider> above it');
  return manager;
};
