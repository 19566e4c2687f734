import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MaintenancePage, maintenanceApplies, readMaintenanceVariables } from '@/features/maintenance/index.ts';
import { useFlagStatus, useFlagValue } from '@/lib/feature-flags.ts';
import { pageWasPrerendered } from '@/lib/prerendered.ts';

export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

/**
 * Replaces the page with the maintenance page while fe-heloc-maintenance is on: for the paths in its
 * `routes` variable, or everywhere when it lists none (spec 01 sections 1 and 8). Until the first flag
 * decision arrives the page waits, so the product never flashes up during maintenance; except on a page
 * prerendered at build time (decision 045), which is on screen before any script runs: there the page stays
 * while the decision is on its way, and the maintenance page replaces it when the flag says so.
 */
export const MaintenanceGate = ({ children }: { children: ReactNode }) => {
  const status = useFlagStatus();
  const flag = useFlagValue(MAINTENANCE_FLAG);
  const { pathname } = useLocation();
  if (status === 'loading' && !flag && !pageWasPrerendered()) return <p role="status">Loading…</p>;
  if (flag?.enabled) {
    const variables = readMaintenanceVariables(flag.variables);
    if (maintenanceApplies(variables.routes, pathname)) {
      return <MaintenancePage title={variables.pageTitle} message={variables.message} showDashboardLink={variables.shouldShowDashboardLink} />;
    }
  }
  return <>{children}</>;
};
