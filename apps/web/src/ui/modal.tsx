import { loadOnUse } from '@/lib/lazy-component.tsx';
import type { TModalProps } from './modal-dialog.tsx';

export type { TModalProps };

// Decision 039: the dialog and React Aria behind it load the first time a modal opens, not with the entry.
const dialog = loadOnUse(async () => (await import('./modal-dialog.tsx')).ModalDialog);

/** Loads the dialog module now; later modals open without waiting (tests call it: test/setup.ts). */
export const preloadModal = dialog.preload;

/**
 * A modal dialog (./modal-dialog.tsx): focus moves in and is trapped, Escape and a click outside close it
 * (except an alertdialog), focus returns to what opened it. Nothing is rendered or loaded while closed.
 */
export const Modal = (props: TModalProps) => (props.isOpen ? <dialog.Component {...props} /> : null);
