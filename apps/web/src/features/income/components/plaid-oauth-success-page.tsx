import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { LinkReturn } from './link-return.tsx';

/** plaid-oauth-success: the bank link's return; the application id comes from local storage (spec 01 section 2). */
export const PlaidOauthSuccessPage = () => {
  const uuid = window.localStorage.getItem(STORAGE_KEYS.linkApplicationUuid);
  return <LinkReturn uuid={uuid && /^[0-9a-f-]{36}$/i.test(uuid) ? uuid : null} heading="Linking your bank account" />;
};

export { PlaidOauthSuccessPage as Component };
