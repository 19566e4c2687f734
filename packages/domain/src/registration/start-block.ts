/** The three registration messages of spec 01 section 8, word for word. */
export const REGISTRATION_MESSAGES = {
  recentHeloc: 'It looks like you have received a HELOC from us within the last 45 days.',
  inquiry: 'Action Required: Contact Your Loan Officer',
  activeApplication: 'Active application already exists.',
} as const;

/**
 * The body under the inquiry heading. The spec gives only the heading; an inquiry a wholesale broker's loan officer
 * made (the application's referrer has a broker NMLS) names the broker instead (decision 085).
 */
export const INQUIRY_BODIES = {
  loanOfficer: 'Please contact your loan officer before starting a new application.',
  broker: 'Your mortgage broker started an inquiry for you. Please contact your mortgage broker before starting a new application.',
} as const;

/** Spec 01 section 9: recent-HELOC waiting period. */
export const RECENT_HELOC_WAITING_DAYS = 45;
const DAY_MS = 86_400_000;

/**
 * Spec 01 sections 2 and 9: a HELOC funded within the last 45 days keeps its applicant from starting another.
 * Both moments are the server's (decision 088): `fundedAt` when the initial draw was sent, `now` on the server's
 * (simulated) clock, never the browser's.
 */
export const isRecentHelocFunding = ({ fundedAt, now }: { fundedAt: Date; now: Date }): boolean =>
  now.getTime() - fundedAt.getTime() <= RECENT_HELOC_WAITING_DAYS * DAY_MS;

export type TStartBlockApplication = {
  uuid: string;
  active: boolean;
  isInquiry: boolean;
  /** Who referred the applicant; a wholesale broker's loan officer has a broker NMLS. */
  referrer?: { wholesaleBrokerNmls: string | null } | null;
};

export type TStartBlock =
  | { kind: 'activeApplication'; message: string; applicationUuid: string | null }
  | { kind: 'inquiry'; message: string; body: string }
  | { kind: 'recentHeloc'; message: string };

/**
 * Why this applicant may not start a new application, or null (submit step 4). The server says whether
 * one can start and whether a HELOC was funded within the waiting period (verify-ability-to-start, by its
 * clock and isRecentHelocFunding); the applicant's own applications say which of the three messages explains it.
 */
export const findStartBlock = ({
  canStartApplication,
  recentHeloc,
  applications,
}: {
  canStartApplication: boolean;
  recentHeloc: boolean;
  applications: readonly TStartBlockApplication[];
}): TStartBlock | null => {
  const active = applications.find((application) => application.active);
  if (active?.isInquiry)
    return {
      kind: 'inquiry',
      message: REGISTRATION_MESSAGES.inquiry,
      body: active.referrer?.wholesaleBrokerNmls ? INQUIRY_BODIES.broker : INQUIRY_BODIES.loanOfficer,
    };
  if (recentHeloc && !active) return { kind: 'recentHeloc', message: REGISTRATION_MESSAGES.recentHeloc };
  if (canStartApplication) return null;
  return { kind: 'activeApplication', message: REGISTRATION_MESSAGES.activeApplication, applicationUuid: active?.uuid ?? null };
};
