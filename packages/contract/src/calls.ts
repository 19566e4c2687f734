import { applicationCalls, applicationStatusCalls } from './application-calls.ts';
import { bpoCalls } from './bpo.ts';
import { commsPrefsCalls } from './comms-prefs.ts';
import { creditCalls } from './credit.ts';
import type { TCall } from './define-call.ts';
import { leadPortalCalls } from './lead-portal.ts';
import { incomeCalls } from './income-calls.ts';
import { platformCalls } from './platform-calls.ts';
import { profileCalls } from './profile.ts';
import { publicReadCalls } from './public-reads-calls.ts';
import { settingsCalls } from './settings-calls.ts';
import { verificationCalls } from './verification.ts';
import { chatCalls } from './chat-calls.ts';
import { feedbackCalls } from './feedback.ts';
import { bannerCalls } from './banners.ts';
import { telemetryCalls } from './telemetry.ts';
import { optimizeCalls } from './optimize.ts';
import { waitListCalls } from './wait-list.ts';
import { signerCalls } from './signers.ts';
import { offersCalls } from './offers-calls.ts';
import { bankCalls } from './bank.ts';
import { fundingCalls } from './funding.ts';
import { opsCalls } from './ops-calls.ts';
import { identityCalls } from './identity-calls.ts';
import { signingCalls } from './signing.ts';
import { conditionCalls } from './conditions-calls.ts';
import { documentCalls } from './documents.ts';
import { outboxCalls } from './outbox.ts';
import { notaryCalls } from './notary.ts';

/**
 * Every described call. The server's route table is checked against this list (a route that is not described
 * fails a test), and /openapi.json names each one. Add a module's list with one line.
 */
// One module's list a line, so that modules adding their calls at the same time do not conflict.
export const CALLS: readonly TCall[] = [
  ...platformCalls,
  ...applicationCalls,
  ...applicationStatusCalls,
  ...profileCalls,
  ...publicReadCalls,
  ...creditCalls,
  ...bpoCalls,
  ...leadPortalCalls,
  ...commsPrefsCalls,
  ...settingsCalls,
  ...incomeCalls,
  ...verificationCalls,
  ...chatCalls,
  ...feedbackCalls,
  ...bannerCalls,
  ...telemetryCalls,
  ...optimizeCalls,
  ...waitListCalls,
  ...signerCalls,
  ...offersCalls,
  ...bankCalls,
  ...fundingCalls,
  ...opsCalls,
  ...identityCalls,
  ...signingCalls,
  ...conditionCalls,
  ...documentCalls,
  ...outboxCalls,
  ...notaryCalls,
];
