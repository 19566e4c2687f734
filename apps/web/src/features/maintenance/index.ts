export { MaintenancePage, MAINTENANCE_MESSAGE, MAINTENANCE_TITLE } from './maintenance-page.tsx';
export { maintenanceApplies, readMaintenanceVariables } from './maintenance-rule.ts';
