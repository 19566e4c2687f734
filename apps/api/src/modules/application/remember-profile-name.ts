import { findProfileByIdentity, rememberHomeAddress, updateProfileName, type THomeAddress } from '../profile/index.ts';
import type { Db } from '../../platform/database.ts';
import type { TLegalName } from '@lintel/domain';

/**
 * The first application's legal name becomes the profile's when the profile has none yet, so the next
 * application is prefilled from the profile (spec 01 section 4). A name already on the profile is kept.
 */
export const rememberProfileName = async (options: {
  db: Db;
  identityUuid: string;
  organizationCode: string;
  name: { firstName: string; middleName?: string | null | undefined; lastName: string; suffix?: string | null | undefined };
}): Promise<void> => {
  const profile = await findProfileByIdentity(options);
  if (!profile || profile.firstName) return;
  const { firstName, middleName, lastName, suffix } = options.name;
  const name = { firstName, middleName: middleName ?? '', lastName, suffix: suffix ?? '' } as TLegalName;
  await updateProfileName({ ...options, name });
};

/**
 * The first application's home address becomes the profile's HOME address when it has none (decision 087): the body's
 * `homeAddress`, else the property itself when the applicant lives there (occupancy HOME).
 */
export const rememberProfileHome = async (options: {
  db: Db;
  identityUuid: string;
  organizationCode: string;
  homeAddress: THomeAddress | null | undefined;
  property: THomeAddress & { type: string };
}): Promise<void> => {
  const address = options.homeAddress ?? (options.property.type === 'HOME' ? options.property : null);
  if (address) await rememberHomeAddress({ ...options, address });
};
