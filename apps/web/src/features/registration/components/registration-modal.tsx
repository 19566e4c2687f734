import { loadOnUse } from '@/lib/lazy-component.tsx';
import type { TRegistrationModalProps } from './registration-modal-dialog.tsx';

// Decision 039: the dialog (React Aria) loads when a registration modal first shows, not with the step.
const dialog = loadOnUse<TRegistrationModalProps>(async () => (await import('./registration-modal-dialog.tsx')).RegistrationModalDialog);

/** Loads the dialog module now (tests call it: test/setup.ts). */
export const preloadRegistrationModal = dialog.preload;

/**
 * A modal dialog (React Aria: focus moves in and is trapped, Escape closes when dismissable, focus
 * returns on close). Without onClose it can only be left through its own actions.
 */
export const RegistrationModal = dialog.Component;
