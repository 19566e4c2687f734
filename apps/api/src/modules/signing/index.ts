// The signing module (issue 12, decision 031): the E-SIGN consent, the closing package and its signature places,
// signature events, sealing with the certificate of completion. Other modules use these exports, never the tables.
import { PRIMARY_SIGNER } from '@lintel/domain';
import { provideClosingConsentCheck } from '../documents/index.ts';
import { findLatestConsent, hasCurrentConsent } from './consents.ts';

export { signingRoutes } from './routes.ts';
export { signingJobs, GENERATE_NOTE_SIGNING_JOB, GENERATE_NOTARY_DISCLOSURE_JOB } from './jobs.ts';
export {
  findDeedDocument,
  listSignerDocuments,
  signAndSeal,
  addAdditionalSigner,
  removeAdditionalSigner,
  type TPackageDocumentWithPlaces,
  type TSignAndSealOptions,
} from './public-api.ts';
export { signPlaces, isPngDataUrl, type TSignerAudit, type TAdoptedSignature, type TSignResult } from './sign-places.ts';
export { sealDocument } from './seal-document.ts';
export { findLatestConsent, hasCurrentConsent, recordConsent, withdrawConsent } from './consents.ts';
export { hasOtherOwners } from './closing-facts.ts';

// The documents module shows the primary applicant its closing documents only under a current consent (decision 079).
provideClosingConsentCheck(async ({ db, applicationUuid }) => hasCurrentConsent(await findLatestConsent({ db, applicationUuid, signerKey: PRIMARY_SIGNER })));
