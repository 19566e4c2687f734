import { ScrollRestoration } from 'react-router';
import { OpsLayout } from '@/features/ops/index.ts';
import { ModalManagerProvider } from '@/ui/modal-manager.tsx';
import { ToastProvider } from '@/ui/toast-region.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';

/**
 * The agents' console at /ops (decision 034): the shell's title and scroll rules and its toast and modal
 * providers, around the console's own frame. A lazy module: none of it is in the applicant's entry chunk.
 */
export const OpsShell = () => (
  <ToastProvider>
    <ModalManagerProvider>
      <ScrollRestoration />
      <RouteAnnouncer />
      <OpsLayout />
    </ModalManagerProvider>
  </ToastProvider>
);

export { OpsShell as Component };
