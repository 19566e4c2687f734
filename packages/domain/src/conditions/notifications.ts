import { format } from 'date-fns/format';
import { CONDITION_CATEGORIES, type TConditionCategory } from '../enums/documents.ts';

/** Spec 02 section 4: without "View All" the panel shows this many. */
export const NOTIFICATIONS_SHOWN_BY_DEFAULT = 3;
/** Spec 03 section 9: the conditions list is refetched this often (and on window focus). */
export const CONDITIONS_REFETCH_MS = 60_000;
export const NO_NOTIFICATIONS_TEXT = 'No Notifications';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * The age label of a notification (spec 02 section 4): minutes (m), hours (h), days (d), weeks (w), and
 * after four weeks the month and day ("Oct 3", in the reader's time zone). Anything younger than a minute
 * (or stamped a little in the future by a skewed clock) reads "1m".
 */
export const notificationAgeLabel = (created: Date, now: Date): string => {
  const age = now.getTime() - created.getTime();
  if (age < HOUR) return `${Math.max(1, Math.floor(age / MINUTE))}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < WEEK) return `${Math.floor(age / DAY)}d`;
  if (age <= 4 * WEEK) return `${Math.floor(age / WEEK)}w`;
  return format(created, 'MMM d');
};

const KNOWN = new Set<string>(CONDITION_CATEGORIES);
export const isKnownConditionCategory = (value: string): value is TConditionCategory => KNOWN.has(value);

/**
 * The conditions list as spec 02 section 4 keeps it: known categories only, oldest first by creation date
 * (ties in the order given).
 */
export const sortConditionsForList = <T extends { categoryEnum: string; created: string }>(conditions: readonly T[]): T[] =>
  conditions
    .filter((c) => isKnownConditionCategory(c.categoryEnum))
    .map((c, index) => ({ c, index, at: Date.parse(c.created) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ c }) => c);

/**
 * What the panel shows: newest first, the latest three unless "View All"; `canToggle` says whether the
 * View All / View Less button appears (only with more than three items).
 */
export const selectShownNotifications = <T extends { created: string }>(
  items: readonly T[],
  viewAll: boolean,
): { shown: T[]; canToggle: boolean } => {
  const newestFirst = [...items].reverse();
  const canToggle = items.length > NOTIFICATIONS_SHOWN_BY_DEFAULT;
  return { shown: viewAll ? newestFirst : newestFirst.slice(0, NOTIFICATIONS_SHOWN_BY_DEFAULT), canToggle };
};

/** Spec 03 section 7's flag: an additional signer's conditions are fetched only while it is on. */
export const ADDITIONAL_SIGNER_CONDITIONS_FLAG = 'fe-heloc-additional-signer-conditions';

/**
 * Whether the bell fetches conditions (spec 02 section 4): it needs a known application id and, for an
 * additional signer, the additional-signer conditions flag on.
 */
export const canFetchConditions = (options: { applicationUuid: string | undefined; isAdditionalSigner: boolean; additionalSignerFlagOn: boolean }): boolean =>
  Boolean(options.applicationUuid) && (!options.isAdditionalSigner || options.additionalSignerFlagOn);
