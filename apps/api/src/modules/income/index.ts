// The income module: verification of the applicant's income (issue 11 items 1-5) through the link provider
// (bank and payroll), paystubs and the employer; the linked bank accounts it keeps for disbursement later.
export { incomeRoutes } from './routes.ts';
export { incomeJobs, EMPLOYMENT_VERIFICATION_JOB } from './jobs.ts';
// For the bank screens (disbursement, autopay): an account linked with user_good can be used again.
export { listLinkedBankAccounts, openLinkedBankAccount, type TLinkedAccountSummary } from './linked-accounts.ts';
