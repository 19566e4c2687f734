import type { TConsentType } from '@lintel/contract';

/** The consent documents in force and their versions; a consent records the version it agreed to. */
export const CONSENT_TYPES: TConsentType[] = [
  { type: 'TERMS_PRIVACY', version: '2025-01' },
  { type: 'E_COMMUNICATIONS', version: '2025-01' },
  { type: 'SMS', version: '2025-01' },
  { type: 'SMS_TRANSACTIONAL', version: '2025-01' },
];
