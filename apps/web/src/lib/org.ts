import * as brands from '@lintel/brands';
import { STORAGE_KEYS } from './storage-keys.ts';

type THostMapper = (hostname: string) => string | undefined;

// The brands package adds orgCodeForHost (host-prefix mapping); read it by name so this module works
// before and after that export lands.
const orgCodeForHost = (brands as Record<string, unknown>)['orgCodeForHost'] as THostMapper | undefined;

/**
 * The organisation code sent as x-org on every call (spec 01 section 1): a known ?org= wins and is
 * remembered for the tab, then the host-name mapping, then the main brand.
 */
export const getOrgCode = (
  location: Pick<Location, 'search' | 'hostname'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
): string => {
  const requested = new URLSearchParams(location.search).get('org')?.trim().toUpperCase();
  if (requested && brands.isKnownOrg(requested)) {
    storage.setItem(STORAGE_KEYS.orgOverride, requested);
    return requested;
  }
  const remembered = storage.getItem(STORAGE_KEYS.orgOverride);
  if (remembered && brands.isKnownOrg(remembered)) return remembered;
  const fromHost = typeof orgCodeForHost === 'function' ? orgCodeForHost(location.hostname) : undefined;
  return fromHost && brands.isKnownOrg(fromHost) ? fromHost : brands.MAIN_ORG_CODE;
};
