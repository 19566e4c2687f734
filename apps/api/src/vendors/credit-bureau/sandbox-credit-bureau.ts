import { hashToUnit, pickInRange, sandboxFirstMortgageBalance, sandboxFirstMortgagePayment } from '../sandbox-seed.ts';
import { waitSandboxDelay } from '../sandbox-delay.ts';
import { VendorUnavailableError } from '../vendor-unavailable-error.ts';
import {
  SANDBOX_FREEZE_MS,
  type TCreditBureau,
  type TCreditPullRequest,
  type TCreditPullResult,
  type TTradeline,
} from './credit-bureau.ts';

/** Adverse-action reasons a bureau-backed decline carries (plain wording of the usual reason codes). */
export const SANDBOX_ADVERSE_ACTION_REASONS = [
  'Serious delinquency',
  'Proportion of balances to credit limits on revolving accounts is too high',
  'Number of accounts with delinquency',
] as const;

const sameName = (value: string, trigger: string): boolean => value.trim().toLowerCase() === trigger.toLowerCase();

const reportIdFor = (request: TCreditPullRequest): string =>
  `SBX-${request.kind}-${Math.floor(hashToUnit('report', request.firstName, request.lastName, request.zip) * 1e10)
    .toString()
    .padStart(10, '0')}`;

/** The applicant's accounts: the first mortgage (matching the property records' lien), a car loan and a card. */
const tradelinesFor = (request: TCreditPullRequest, delinquent: boolean): TTradeline[] => {
  const seed = [request.firstName, request.lastName, request.zip];
  const mortgage: TTradeline = {
    accountType: 'MORTGAGE',
    creditorName: 'Sandbox Home Loans',
    monetaryBalance: sandboxFirstMortgageBalance(request) * 100,
    monetaryCalculatedNextPaymentMinimumAmount: sandboxFirstMortgagePayment(request) * 100,
    isDelinquent: delinquent,
  };
  const auto: TTradeline = {
    accountType: 'AUTO',
    creditorName: 'Sandbox Auto Finance',
    monetaryBalance: pickInRange(4_000, 28_000, 100, 'auto', ...seed) * 100,
    monetaryCalculatedNextPaymentMinimumAmount: pickInRange(250, 650, 5, 'auto-payment', ...seed) * 100,
    isDelinquent: false,
  };
  const card: TTradeline = {
    accountType: 'REVOLVING',
    creditorName: 'Sandbox Card Services',
    monetaryBalance: pickInRange(200, 9_000, 10, 'card', ...seed) * 100,
    monetaryCalculatedNextPaymentMinimumAmount: pickInRange(25, 250, 5, 'card-payment', ...seed) * 100,
    isDelinquent: false,
  };
  return [mortgage, auto, card];
};

/**
 * The deterministic credit bureau of spec 04 section 4. Triggers by last name:
 * Nomatch (no match; with an SSN ending 0000 still no match, any other SSN a match),
 * Frozen (frozen until a retry one simulated minute after the first frozen answer),
 * Decline (declined with adverse-action reasons), Delinquent (a delinquent mortgage),
 * Outage (the bureau does not answer: every call throws, to exercise retries and CREDIT_ERROR).
 * Anyone else matches with a score from 640 to 819 derived from their name and address.
 */
export const pullSandboxCredit = (request: TCreditPullRequest): TCreditPullResult => {
  const { lastName } = request;
  const reportId = reportIdFor(request);
  const score = pickInRange(640, 819, 1, 'score', request.firstName, lastName, request.zip);
  if (sameName(lastName, 'Outage')) throw new VendorUnavailableError('credit bureau');
  if (sameName(lastName, 'Nomatch')) {
    if (!request.ssn) return { outcome: 'NO_MATCH' };
    if (request.ssn.replace(/\D/g, '').endsWith('0000')) return { outcome: 'NO_MATCH_SSN' };
  }
  if (sameName(lastName, 'Frozen')) {
    const frozenSince = request.frozenSince?.getTime();
    const lifted = frozenSince !== undefined && request.now.getTime() - frozenSince >= SANDBOX_FREEZE_MS;
    if (!lifted) return { outcome: 'FROZEN' };
  }
  if (sameName(lastName, 'Decline')) {
    return {
      outcome: 'DECLINED',
      reportId,
      score: pickInRange(500, 579, 1, 'decline-score', request.firstName, request.zip),
      adverseActionReasons: [...SANDBOX_ADVERSE_ACTION_REASONS],
    };
  }
  if (sameName(lastName, 'Delinquent')) {
    return {
      outcome: 'DELINQUENT',
      reportId,
      score: pickInRange(580, 639, 1, 'delinquent-score', request.firstName, request.zip),
      tradelines: tradelinesFor(request, true),
    };
  }
  return { outcome: 'MATCH', reportId, score, tradelines: tradelinesFor(request, false) };
};

export const createSandboxCreditBureau = (delayMs: number): TCreditBureau => ({
  async pullCredit(request) {
    await waitSandboxDelay(delayMs);
    return pullSandboxCredit(request);
  },
});
