// The application module: HELOC applications, their liabilities and their audit trail.
// Other modules use these exports, never the tables.
export { applicationRoutes } from './routes.ts';
export { changeStatus, STATUS_CONFLICT_MESSAGE, type TChangeStatusOptions } from './change-status.ts';
export type { TActor } from './actor.ts';
export {
  findApplicationByUuid,
  findApplicationInOrgs,
  findAuditTrail,
  findLiabilities,
  findOwnedApplication,
} from './find-applications.ts';
export { onStatusChange, STATUS_CHANNEL } from './status-events.ts';
export { toHelocApplication } from './to-heloc-application.ts';
export { toWireLiability } from './to-wire-liability.ts';
export { listApplicationsForAgent } from './list-applications-for-agent.ts';
export type { TApplicationRow } from './tables.ts';
