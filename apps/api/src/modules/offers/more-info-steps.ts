import type {
  TContactDetailsRequest,
  THmdaRequest,
  TOffersActionResponse,
  TSubmitApplicationRequest,
} from '@lintel/contract';
import type { TApplicationStatus } from '@lintel/domain';
import { changeStatus } from '../application/index.ts';
import { saveApplicationDetails } from './details-store.ts';
import { loadApplicationInStep, type TOwnerScope } from './load-application.ts';
import { offerSetOf } from './offer-set-of.ts';

const moveOn = async (
  scope: TOwnerScope,
  from: TApplicationStatus,
  to: TApplicationStatus,
  reason: string,
  fields = {},
): Promise<TOffersActionResponse> => {
  const moved = await changeStatus({
    db: scope.db,
    uuid: scope.uuid,
    to,
    actor: { kind: 'APPLICANT', identityUuid: scope.ownerIdentityUuid },
    reason,
    expectedFrom: from,
    fields,
  });
  return { uuid: moved.uuid, applicationStatus: moved.status };
};

/** COLLECT_ADDITIONAL_INFO -> HMDA: the confirmed email and phone and the marital status. */
export const saveContactDetails = async (
  scope: TOwnerScope & { request: TContactDetailsRequest },
): Promise<TOffersActionResponse> => {
  await loadApplicationInStep(scope, ['COLLECT_ADDITIONAL_INFO']);
  await saveApplicationDetails(scope.db, scope.uuid, { contact: scope.request });
  // The confirmed email is the application's from now on: the agent's search and the signing certificate read it.
  return moveOn(scope, 'COLLECT_ADDITIONAL_INFO', 'HMDA', 'Contact details confirmed', { email: scope.request.email.trim() });
};

/**
 * HMDA -> GEN_SUMMARY_DISCLOSURE: the Regulation C answers, stored apart from anything underwriting reads; the
 * summary-disclosure job then stores the application summary and opens APP_SUBMISSION.
 */
export const saveHmda = async (
  scope: TOwnerScope & { request: THmdaRequest },
): Promise<TOffersActionResponse> => {
  await loadApplicationInStep(scope, ['HMDA']);
  await saveApplicationDetails(scope.db, scope.uuid, {
    hmda: scope.request as unknown as Record<string, unknown>,
  });
  return moveOn(scope, 'HMDA', 'GEN_SUMMARY_DISCLOSURE', 'Government monitoring information given');
};

/**
 * APP_SUBMISSION -> GEN_APP_DISCLOSURES: records the hard-credit consent and the acknowledgement of the HELOC
 * disclosures and the CFPB booklet (Regulation Z 1026.40); entering GEN_APP_DISCLOSURES queues the disclosures job.
 */
export const submitApplication = async (
  scope: TOwnerScope & { request: TSubmitApplicationRequest },
): Promise<TOffersActionResponse> => {
  const application = await loadApplicationInStep(scope, ['APP_SUBMISSION']);
  const now = new Date();
  await saveApplicationDetails(scope.db, scope.uuid, {
    hardCreditConsentAt: now,
    disclosuresAcknowledgedAt: now,
    submittedAt: now,
  });
  const offerSet = offerSetOf(application);
  const consents = [
    ...(offerSet?.consents ?? []).filter((consent) => consent.type !== 'HARD_CREDIT'),
    { type: 'HARD_CREDIT' },
  ];
  return moveOn(
    scope,
    'APP_SUBMISSION',
    'GEN_APP_DISCLOSURES',
    'Application submitted',
    offerSet ? { offerSet: { ...offerSet, consents } } : {},
  );
};
