import type { TProfile } from '@lintel/contract';
import type { TProfileRecord } from './create-profile.ts';

/** The owner's own profile: `dob` is the opened date of birth (decision 090), answered to nobody else. */
export const toProfileResponse = (profile: TProfileRecord, options: { phoneAlias: string | null; dob: string | null }): TProfile => ({
  uuid: profile.uuid,
  organizationCode: profile.organizationCode,
  profileType: profile.profileType,
  email: profile.email,
  updatedAt: profile.updatedAt.toISOString(),
  isManageable: true,
  isBroker: false,
  aliases: options.phoneAlias ? [{ type: 'Phone', value: options.phoneAlias }] : [],
  twoFactorEnabled: false,
  totpVerified: false,
  passwordExpired: false,
  // No wallets and no legacy customer organisations exist on this platform (decision 076).
  wallet: null,
  activeLegacyCustomerOrgs: [],
  name: {
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    suffix: profile.suffix,
  },
  dob: options.dob,
  phoneNumbers: profile.phoneNumbers,
  addresses: profile.addresses,
});
