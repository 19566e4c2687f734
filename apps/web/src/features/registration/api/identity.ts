import { getIdentityCall, savePhoneAliasCall, type TIdentity, ZIdentity } from '@lintel/contract';
import { toPhoneDigits } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';

export const IDENTITY_PATH = getIdentityCall.path;
export const IDENTITY_ALIAS_PATH = savePhoneAliasCall.path;

/** The signed-in identity (its email and phone aliases tell registration what it already has). */
export const getIdentity = async (): Promise<TIdentity> => ZIdentity.parse(await api.get(IDENTITY_PATH));

/** True when the identity already holds this phone number as an alias. */
export const hasPhoneAlias = (identity: TIdentity, phoneNumber: string): boolean =>
  identity.aliases.some(
    (alias) => alias.type === 'Phone' && toPhoneDigits(alias.value) === toPhoneDigits(phoneNumber),
  );

/** PUT the phone alias (submit step 3, "save the phone number if new"). */
export const savePhoneAlias = (phoneNumber: string): Promise<unknown> =>
  api.put(IDENTITY_ALIAS_PATH, { type: 'Phone', value: toPhoneDigits(phoneNumber) });
