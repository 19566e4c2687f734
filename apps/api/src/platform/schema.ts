// Every module's tables, in one place for Drizzle's typed queries and drizzle-kit's migrations.
// A module adds one line here; no module reads another module's tables.
export * from '../modules/identity/tables.ts';
export * from '../modules/profile/tables.ts';
export * from '../modules/application/tables.ts';
export * from '../modules/ops/tables.ts';
export * from '../modules/credit/tables.ts';
export * from '../modules/bpo/tables.ts';
export * from '../modules/offers/tables.ts';
export * from '../modules/optimize/tables.ts';
export * from '../modules/telemetry/tables.ts';
export * from '../modules/operating-hours/tables.ts';
export * from '../modules/wait-list/tables.ts';
export * from '../modules/comms-prefs/tables.ts';
export * from '../modules/lead-portal/tables.ts';
export * from '../modules/offer-code/tables.ts';
export { simulatedClock } from './clock.ts';
export * from '../modules/identity-provider/tables.ts';
