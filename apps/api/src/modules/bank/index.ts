// The bank module: the accounts an application pays into and draws payments from (issue 14 items 1-4):
// linked through the link provider or entered by hand, numbers sealed, only the last four digits shown.
export { bankRoutes } from './routes.ts';
export { findElection as findBankElection, autopayDiscountViewOf } from './bank-state.ts';
