import { ZSigningLocation, type TSigningLocation } from '@lintel/domain';

/** Where the signer said it is (intro's location modal), kept for this tab until the signature is sent. */
const keyOf = (uuid: string) => `lintel.signing.location.${uuid}`;

export const saveSigningLocation = (uuid: string, location: TSigningLocation) => sessionStorage.setItem(keyOf(uuid), JSON.stringify(location));

export const readSigningLocation = (uuid: string): TSigningLocation | null => {
  try {
    const parsed = ZSigningLocation.safeParse(JSON.parse(sessionStorage.getItem(keyOf(uuid)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
