import type { TApplicantFacts, TMaskedApplicantFacts } from '@lintel/contract';
import type { TCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/database.ts';
import { clockNow } from '../../platform/clock.ts';
import { findApplicationInOrgs, recordAuditEntry, type TApplicationRow } from '../application/index.ts';
import type { TKeyring } from '../../platform/keyring.ts';
import { findProfileByIdentity, openDateOfBirth } from '../profile/index.ts';

export const PERSONAL_DATA_REVEALED = 'PERSONAL_DATA_REVEALED';
const REVEALED_FIELDS = ['email', 'phoneNumbers', 'dateOfBirth', 'homeAddress', 'annualIncome', 'otherIncome', 'employmentType'] as const;
const DOT = '•';

type TProfile = Awaited<ReturnType<typeof findProfileByIdentity>>;

const formatAddress = (address: { street1: string; street2?: string | null; city: string; state: string; zip: string }) =>
  [address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`].filter(Boolean).join(', ');

const homeAddressOf = (row: TApplicationRow, profile: TProfile) => {
  const address = row.homeAddress ?? profile?.addresses.find((a) => a.type === 'HOME') ?? null;
  return address;
};

const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${DOT.repeat(3)}@${domain}`;
};

/**
 * What the console shows before a reveal (decision 034): enough to tell that a fact exists and to match it
 * when the applicant reads it out (the last digits of a phone number, the city of the home address), no more.
 */
export const maskApplicantFacts = (row: TApplicationRow, profile: TProfile): TMaskedApplicantFacts => {
  const phone = profile?.phoneNumbers[0]?.number.replace(/\D/g, '') ?? '';
  const address = homeAddressOf(row, profile);
  return {
    email: row.email ? maskEmail(row.email) : null,
    phoneNumber: phone ? `${DOT.repeat(3)}-${DOT.repeat(3)}-${phone.slice(-4)}` : null,
    dateOfBirth: profile?.dob ? `${DOT.repeat(2)}/${DOT.repeat(2)}/${DOT.repeat(4)}` : null,
    homeAddress: address ? `${DOT.repeat(6)}, ${address.city}, ${address.state}` : null,
    annualIncome: `$${DOT.repeat(3)}`,
  };
};

export const findApplicantProfile = (db: Db, row: TApplicationRow) =>
  findProfileByIdentity({ db, identityUuid: row.ownerIdentityUuid, organizationCode: row.organizationCode });

/**
 * An agent sees the applicant's personal facts in full only with a reason; every reveal is written to the
 * application's audit trail (who, when, why, which fields) before the facts are answered.
 */
export const revealApplicantFacts = async (options: { db: Db; keyring: TKeyring; caller: TCaller; uuid: string; reason: string }): Promise<TApplicantFacts> => {
  const { db, caller, uuid, reason } = options;
  const row = await findApplicationInOrgs({ db, uuid, orgCodes: caller.orgCodes });
  const profile = await findApplicantProfile(db, row);
  await recordAuditEntry({
    db,
    applicationUuid: row.uuid,
    actor: { kind: caller.roles.includes('ADMIN') ? 'ADMIN' : 'AGENT', identityUuid: caller.identityUuid },
    action: PERSONAL_DATA_REVEALED,
    reason,
    details: { fields: [...REVEALED_FIELDS] },
  });
  const address = homeAddressOf(row, profile);
  return {
    fullName: [row.firstName, row.middleName, row.lastName, row.suffix].filter(Boolean).join(' '),
    email: row.email,
    phoneNumbers: (profile?.phoneNumbers ?? []).map((p) => ({ type: p.type, number: p.number })),
    // Sealed at rest (decision 090): opened only for this audited reveal.
    dateOfBirth: profile ? openDateOfBirth({ keyring: options.keyring, profile }) : null,
    homeAddress: address ? formatAddress(address) : null,
    annualIncome: row.annualIncome,
    otherIncome: row.otherIncome,
    employmentType: row.employmentType,
    revealedAt: (await clockNow(db)).toISOString(),
  };
};
