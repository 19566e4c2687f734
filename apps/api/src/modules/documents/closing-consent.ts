import { CLOSING_DOCUMENT_KINDS } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';

/**
 * The documents the E-SIGN consent stands before (spec 04 section 9.4: "taken ... before the first electronic
 * document is shown"): the closing package, unsigned and sealed, and the notary disclosure that follows it.
 */
const CONSENT_GATED_TYPES: ReadonlySet<string> = new Set([...CLOSING_DOCUMENT_KINDS, 'NOTARY_DISCLOSURE']);

export const isConsentGatedType = (type: string): boolean => CONSENT_GATED_TYPES.has(type);

/** Whether the primary applicant's E-SIGN consent is current (given for the current version, not withdrawn). */
export type TClosingConsentCheck = (options: { db: Db; applicationUuid: string }) => Promise<boolean>;

/**
 * The signing module owns the consents and imports this module (it stores the package here), so it cannot be
 * imported from here (an import cycle): it hands over its check when it loads (signing/index.ts, decision 079).
 */
let checkConsent: TClosingConsentCheck | undefined;

export const provideClosingConsentCheck = (check: TClosingConsentCheck): void => {
  checkConsent = check;
};

export const hasClosingConsent: TClosingConsentCheck = async (options) => {
  if (!checkConsent)
    throw new Error(
      'the signing module has not provided its consent check (import modules/signing/index.ts)',
    );
  return checkConsent(options);
};
