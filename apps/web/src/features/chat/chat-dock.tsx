import { lazy, Suspense } from 'react';
import { useFlag } from '@/lib/feature-flags.ts';

// Even the launcher is a chunk of its own: with fe-webchat off nothing of the chat is fetched, and the
// applicant pages' entry chunk carries only this gate.
const ChatLauncher = lazy(() => import('./chat-launcher.tsx'));

/** The chat (spec 03 section 4): only when the chat feature flag is on. */
export const ChatDock = () =>
  useFlag('fe-webchat') ? (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  ) : null;
