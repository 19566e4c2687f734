import {
  applyRegisterPrefill,
  decodeRegisterPrefill,
  findEncodedPrefill,
  type TRegisterData,
} from '@lintel/domain';
import { getRegisterData, startRegistration, updateRegisterData } from './register-store.ts';

const UTM_KEYS = ['campaign', 'medium', 'source', 'term', 'content', 'id'] as const;

/**
 * What a registration link carries, written into the register data: an encoded prefill (spec 01
 * section 4), utm_* parameters and the referring loan officer. Parameters absent keep what is stored.
 */
export const applyLinkParameters = (params: URLSearchParams): void => {
  startRegistration();
  let data: TRegisterData = getRegisterData();
  const encoded = findEncodedPrefill({ state: params.get('state'), userData: params.get('userData') });
  const prefill = encoded ? decodeRegisterPrefill(encoded) : null;
  if (prefill) data = { ...applyRegisterPrefill(data, prefill), isPrepopComplete: true };

  const utm = Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = params.get(`utm_${key}`);
      return value ? [[key, value]] : [];
    }),
  );
  if (Object.keys(utm).length > 0) data = { ...data, utmDetails: utm };

  const referrer = params.get('referrer')?.trim();
  if (referrer) data = { ...data, referralDetails: { ...data.referralDetails, referrerId: referrer } };

  if (data !== getRegisterData()) updateRegisterData(data);
};
