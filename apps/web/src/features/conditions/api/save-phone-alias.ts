import { savePhoneAliasCall } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const IDENTITY_ALIAS_PATH = savePhoneAliasCall.path;

/** PUT the phone alias (spec 03 section 7: body {type: Phone, value}). */
export const savePhoneAlias = (phoneNumber: string) => api.put<unknown>(IDENTITY_ALIAS_PATH, { type: 'Phone', value: phoneNumber });
