import type { TApplicationStatus } from './status.ts';

/** Status polling constants (spec 01 sections 4 and 9). */
export const POLLING_BASE_DELAY_MS = 1000;
export const POLLING_MAX_DELAY_MS = 5000;
export const WAITING_STATUS_MAX_TRIES = 14;
export const OTHER_STATUS_MAX_TRIES = 7;

/** Waits that the client polls until they change, besides every WAITING_FOR_* status (spec 01 section 4). */
export const WAITING_STATUSES = [
  'GEN_APP_DISCLOSURES',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'ONSITE_APPRAISAL_REQUEST',
  'PREQUAL_TITLE',
] as const satisfies readonly TApplicationStatus[];

/** Terminal or stable statuses: not polled at all (spec 01 section 4). */
export const STABLE_STATUSES = [
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
] as const satisfies readonly TApplicationStatus[];

/** The one waiting status that stays as it is when polling gives up, rather than becoming UNKNOWN. */
const STAYS_AFTER_GIVING_UP: string = 'GEN_NOTE_SIGNING';

const WAITING: ReadonlySet<string> = new Set(WAITING_STATUSES);
const STABLE: ReadonlySet<string> = new Set(STABLE_STATUSES);

/** Accepts any status string: the server may answer one the enumeration does not know yet. */
export const isWaitingStatus = (status: string): boolean =>
  status.startsWith('WAITING_FOR') || WAITING.has(status);

export const isStableStatus = (status: string): boolean => STABLE.has(status);

/** Delay before poll number `attempt` (0 for the first): 1000 ms doubling, at most 5000 ms. */
export const pollingDelay = (attempt: number): number =>
  Math.min(POLLING_BASE_DELAY_MS * 2 ** Math.max(0, Math.floor(attempt)), POLLING_MAX_DELAY_MS);

export type TPollingGiveUp = { status: 'UNKNOWN' } | 'stay';

export type TPollingDecision = { poll: true; delayMs: number } | { poll: false; giveUp?: TPollingGiveUp };

export interface TPollingInput {
  status: string;
  /** How many polls have already been made for this status (0 before the first). */
  attempt: number;
}

/**
 * Whether to poll the status again, and after how long. A stable status is not polled; a waiting status is
 * polled 14 times and then becomes UNKNOWN (GEN_NOTE_SIGNING stays); any other status is polled 7 times and
 * then stays where it is.
 */
export const pollingDecision = ({ status, attempt }: TPollingInput): TPollingDecision => {
  if (isStableStatus(status)) return { poll: false };
  const waiting = isWaitingStatus(status);
  const maxTries = waiting ? WAITING_STATUS_MAX_TRIES : OTHER_STATUS_MAX_TRIES;
  if (attempt < maxTries) return { poll: true, delayMs: pollingDelay(attempt) };
  if (waiting && status !== STAYS_AFTER_GIVING_UP) return { poll: false, giveUp: { status: 'UNKNOWN' } };
  return { poll: false, giveUp: 'stay' };
};
