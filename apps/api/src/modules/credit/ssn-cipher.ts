import type { TKeyring } from '../../platform/keyring.ts';
import { openText, sealText } from '../../platform/sealed-text.ts';

/**
 * Seals nine digits under the keyring's current key (decision 023). The application's uuid is the
 * associated data: a sealed value copied onto another application does not open.
 */
export const sealSsn = (options: { keyring: TKeyring; ssn: string; applicationUuid: string }): string =>
  sealText({ keyring: options.keyring, plain: options.ssn, context: options.applicationUuid });

/** Opens a sealed value (of any listed key, "v1." ones with the legacy key); throws when anything differs. */
export const openSsn = (options: { keyring: TKeyring; sealed: string; applicationUuid: string }): string =>
  openText({ keyring: options.keyring, sealed: options.sealed, context: options.applicationUuid });
