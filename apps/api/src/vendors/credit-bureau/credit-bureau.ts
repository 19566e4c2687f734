/** What a credit bureau does for the application engine (spec 04 section 4). */

export type TCreditPullKind = 'SOFT' | 'HARD';

export type TCreditPullRequest = {
  kind: TCreditPullKind;
  firstName: string;
  lastName: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
  /** Only once the applicant has given it after a no-match; never logged or stored by the engine. */
  ssn?: string | null;
  /** When the bureau first answered "frozen" for this applicant, so a later retry can see the freeze lifted. */
  frozenSince?: Date | null;
  /** The simulated clock's now: the freeze is judged against it. */
  now: Date;
};

/** A credit account; the engine turns each into a liability (spec 02 "Liabilities"). Money in whole cents. */
export type TTradeline = {
  accountType: 'MORTGAGE' | 'AUTO' | 'REVOLVING' | 'STUDENT';
  creditorName: string;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
  isDelinquent: boolean;
};

export type TCreditPullResult =
  | { outcome: 'MATCH'; reportId: string; score: number; tradelines: TTradeline[] }
  | { outcome: 'NO_MATCH' }
  | { outcome: 'NO_MATCH_SSN' }
  | { outcome: 'FROZEN' }
  | { outcome: 'DECLINED'; reportId: string; score: number; adverseActionReasons: string[] }
  | { outcome: 'DELINQUENT'; reportId: string; score: number; tradelines: TTradeline[] };

export type TCreditBureau = {
  pullCredit(request: TCreditPullRequest): Promise<TCreditPullResult>;
};

/** How long a sandbox freeze lasts on the simulated clock before a retry matches. */
export const SANDBOX_FREEZE_MS = 60_000;
