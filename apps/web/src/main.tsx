import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/providers.tsx';
import { createAppRouter, loadRouteModulesFor } from '@/app/router.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { getOrgCode } from '@/lib/org.ts';
import { keepEarlyInput } from '@/lib/early-input.ts';
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

/**
 * The page's route modules, loaded ahead of hydration; false when one cannot load after its reloads
 * (lib/lazy-reload.ts): the page is then rendered afresh and the router shows its error page.
 */
const routeModulesLoaded = async (prerenderedIds: readonly string[] | undefined): Promise<boolean> => {
  try {
    await loadRouteModulesFor(window.location.pathname, prerenderedIds);
    return true;
  } catch {
    return false;
  }
};

/**
 * A router whose first render is the prerendered page. Were the build's route ids not this table's (they are
 * made from the same table, so only a broken build), the router would start on its loading fallback: the path
 * is then matched in full and the router made again.
 */
const hydratingRouter = async (
  container: HTMLElement,
): Promise<ReturnType<typeof createAppRouter> | undefined> => {
  const prerenderedIds = container.dataset['routeIds']?.split(' ').filter(Boolean);
  if (!(await routeModulesLoaded(prerenderedIds))) return undefined;
  const router = createAppRouter();
  if (router.state.initialized) return router;
  router.dispose();
  return (await routeModulesLoaded(undefined)) ? createAppRouter() : undefined;
};

const start = async (container: HTMLElement) => {
  if (canHydrate(container.dataset['prerendered'])) {
    // What the visitor does before the page is live is replayed once it is (lib/early-input.ts).
    const early = keepEarlyInput(container);
    const router = await hydratingRouter(container);
    if (router) {
      markPagePrerendered();
      // Decision 072: hydrated as a transition, React works in slices of a few milliseconds and lets the
      // browser answer between them, instead of one 400 ms task on a throttled phone. The page is already on
      // screen; a press on a part not yet hydrated makes React hydrate that part first.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App router={router} queryClient={createQueryClient()} onStarted={early.replay} />
          </StrictMode>,
        );
      });
      return;
    }
    early.stop();
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
