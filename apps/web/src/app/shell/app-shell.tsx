import { Outlet, ScrollRestoration } from 'react-router';
import { BannerRegion } from '@/features/banners/index.ts';
import { ChatDock } from '@/features/chat/index.ts';
import { ExperimentAssigner } from '@/features/experiments/index.ts';
import { FlagsProvider } from '@/features/flags/index.ts';
import { ModalManagerProvider } from '@/ui/modal-manager.tsx';
import { ToastProvider } from '@/ui/toast-region.tsx';
import { useKeepFocusClear } from '@/ui/use-keep-focus-clear.ts';
import { Header } from './header.tsx';
import { MaintenanceGate } from './maintenance-gate.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { loadOnUse } from '@/lib/lazy-component.tsx';
import './shell.css';

// Decision 039: below the first screen or after it, so out of the entry chunk: the footer (disclosures,
// licences, hours, CEO feedback) and the telemetry reporter (web-vitals).
const { Component: Footer } = loadOnUse(async () => (await import('./footer.tsx')).Footer);
const { Component: TelemetryReporter } = loadOnUse(
  async () => (await import('@/features/telemetry/index.ts')).TelemetryReporter,
);

/**
 * Every page: skip link, header, banners, the page (or the maintenance page), footer; with the flag,
 * toast and modal providers inside the router so their content may use links. One router-level scroll
 * rule for every page (a new page opens at the top, Back and Forward return to where the reader was) and
 * one title rule (the route table's title names the tab and is announced on navigation).
 */
export const AppShell = () => {
  useKeepFocusClear();
  return (
    <FlagsProvider>
      <ToastProvider>
        <ModalManagerProvider>
          <TelemetryReporter />
          <ExperimentAssigner />
          <ScrollRestoration />
          <RouteAnnouncer />
          <div className="shell">
            <a className="shell__skip-link" href="#main">
              Skip to main content
            </a>
            <Header />
            <BannerRegion />
            <main id="main" className="shell__main" tabIndex={-1}>
              <MaintenanceGate>
                <Outlet />
              </MaintenanceGate>
            </main>
            <Footer />
            <ChatDock />
          </div>
        </ModalManagerProvider>
      </ToastProvider>
    </FlagsProvider>
  );
};
