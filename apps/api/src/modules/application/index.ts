// The application module: HELOC applications, their liabilities and their audit trail.
// Other modules use these exports, never the tables.
export { applicationRoutes } from './routes.ts';
export {
  changeStatus,
  moveFromJob,
  moveStatusIfStill,
  STATUS_CONFLICT_MESSAGE,
  type TChangeStatusOptions,
  type TStatusChangeColumns,
} from './change-status.ts';
export type { TActor } from './actor.ts';
export {
  findApplicationByUuid,
  findApplicationInEntry,
  findApplicationInOrgs,
  findAuditTrail,
  findLiabilities,
  findOwnedApplication,
  recordAuditEntry,
} from './find-applications.ts';
export { onStatusChange, STATUS_CHANNEL } from './status-events.ts';
export { markLiabilitiesForPayoff, matchPayoffMarks, replaceLiabilities } from './replace-liabilities.ts';
export { answerHelocApplication, answerHelocApplications } from './to-heloc-application.ts';
export { provideApplicationSigners, type TFindApplicationSigners } from './application-signers.ts';
export { provideFundedDates, type TFindFundedDates } from './recent-heloc.ts';
export { toWireLiability } from './to-wire-liability.ts';
export { listApplicationsForAgent } from './list-applications-for-agent.ts';
export { applicationWorkflowPort } from './workflow-port.ts';
export type { TApplicationRow } from './tables.ts';
