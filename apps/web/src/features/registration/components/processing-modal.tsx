import { loadOnUse } from '@/lib/lazy-component.tsx';

export { PROCESSING_MESSAGES, PROCESSING_TIMEOUT_MS } from '@lintel/domain';

// Decision 039: the dialog (React Aria) loads when the modal first shows, not with the registration step.
const dialog = loadOnUse(async () => (await import('./processing-modal-dialog.tsx')).ProcessingModalDialog);

/** Loads the dialog module now (tests call it: test/setup.ts). */
export const preloadProcessingModal = dialog.preload;

/** The "processing your data" modal: the brand's animation and the rotating messages, announced politely. */
export const ProcessingModal = dialog.Component;
