import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/providers.tsx';
import { createAppRouter, loadRouteModulesFor } from '@/app/router.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { getOrgCode } from '@/lib/org.ts';
import { markPagePrerendered } from '@/lib/prerendered.ts';
import { isAuthenticated } from '@/lib/session.ts';
import '@/ui/tokens.css';
import '@/ui/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Decision 045: a page the build prerendered for this brand is hydrated (its HTML is already on screen);
 * any other page, or a prerendered one the visitor sees differently (another brand remembered for the tab,
 * signed in), is rendered from scratch as before.
 */
const canHydrate = (prerenderedFor: string | undefined): boolean =>
  prerenderedFor !== undefined && prerenderedFor === getOrgCode() && !isAuthenticated();

const start = async (container: HTMLElement) => {
  if (canHydrate(container.dataset['prerendered'])) {
    markPagePrerendered();
    await loadRouteModulesFor(window.location.pathname);
    hydrateRoot(
      container,
      <StrictMode>
        <App router={createAppRouter()} queryClient={createQueryClient()} />
      </StrictMode>,
    );
    return;
  }
  // Not this visitor's page: drop the prerendered markup so the app renders from scratch.
  delete container.dataset['prerendered'];
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start(root);
