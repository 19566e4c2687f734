// Every table, gathered where the app is composed (not in platform/, which imports no module): drizzle-kit
// reads this file to write migrations. A module adds one line here; no module reads another module's tables.
export { simulatedClock } from './platform/clock.ts';
export * from './platform/job-tables.ts';
export { requestCounters } from './platform/counters.ts';
export * from './modules/identity/tables.ts';
export * from './modules/profile/tables.ts';
export * from './modules/application/tables.ts';
export * from './modules/conditions/tables.ts';
export * from './modules/feedback/tables.ts';
export * from './modules/credit/tables.ts';
export * from './modules/bpo/tables.ts';
export * from './modules/offers/tables.ts';
export * from './modules/optimize/tables.ts';
export * from './modules/telemetry/tables.ts';
export * from './modules/operating-hours/tables.ts';
export * from './modules/wait-list/tables.ts';
export * from './modules/comms-prefs/tables.ts';
export * from './modules/lead-portal/tables.ts';
export * from './modules/offer-code/tables.ts';
export * from './modules/identity-provider/tables.ts';
export * from './modules/outbox/tables.ts';
export * from './modules/identity/password-reset/tables.ts';
export * from './modules/documents/tables.ts';
export * from './modules/income/tables.ts';
export * from './modules/verification/tables.ts';
export * from './modules/chat/tables.ts';
export * from './modules/signers/tables.ts';
