import type { THelocApplication } from '@lintel/contract';
import {
  findStartBlock,
  REGISTRATION_MESSAGES,
  findWaitlistDestination,
  isOfferCodeRefusal,
  registrationSmsConsentTypes,
  shouldWaitlist,
  toConsentOpt,
  toPhoneDigits,
  type TRegisterData,
  type TStartBlock,
} from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { track } from '@/lib/telemetry/index.ts';
import { getEligibility } from '../api/eligibility.ts';
import { joinWaitlist } from '../api/join-waitlist.ts';
import { registerIdentity } from '../api/register-identity.ts';
import { getIdentity, hasPhoneAlias, savePhoneAlias } from '../api/identity.ts';
import { createApplication, listApplications, verifyAbilityToStart } from '../api/start-application.ts';
import { getConsentPrompt, getConsentTypes, saveUserConsents } from '../api/consents.ts';
import { buildCreateApplicationRequest } from './build-create-application.ts';

/** Spec 01 section 8: this message keeps the applicant on the page with an error banner. */
export const NOT_OFFERED_PREFIX = 'We do not currently offer loans in';

export type TSubmitOutcome =
  | { kind: 'waitlist'; destination: string }
  | { kind: 'accountExists' }
  | { kind: 'blocked'; block: TStartBlock }
  | { kind: 'created'; application: THelocApplication }
  | { kind: 'notOffered'; message: string }
  /** The server refused the link's offer code (expired since the link was opened): drop it and say so (decision 089). */
  | { kind: 'offerCodeRefused'; message: string }
  | { kind: 'failed'; message: string };

export type TSubmitInput = {
  data: TRegisterData;
  /** Only on the legacy path when not logged in; never stored. */
  password: string | null;
  orgCode: string;
  isMainBrand: boolean;
  isLoggedIn: boolean;
  /** Sent as Idempotency-Key: the same key for a retried or doubled submit of the same registration. */
  idempotencyKey: string;
  /** fe-heloc-sms-transactional-consent: whether the transactional SMS consent was asked (and so is recorded). */
  smsTransactionalConsentAsked?: boolean;
  /** Called as each step starts, so the page can say what is happening. */
  onStep?: (step: TSubmitStep) => void;
};

/** The event posts of spec 01 section 7, sent once the application exists. */
export const REGISTRATION_EVENTS = ['heloc-register-start', 'helocStarted', 'appStarted'] as const;

export type TSubmitStep = 'waitlist' | 'register' | 'phone' | 'verify' | 'create' | 'consents' | 'tracking';

// SMS consents follow a created application: their failure must not send an applicant
// whose application exists to the dashboard, so they are attempted and any failure is dropped.
const attempt = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch {
    // best effort, see above
  }
};

const saveSmsConsents = async (input: TSubmitInput) => {
  const { data } = input;
  // A consent that was not asked (its flag off) is not recorded either way.
  const types = registrationSmsConsentTypes(input.smsTransactionalConsentAsked ?? true);
  const prompts = await Promise.all(types.map((type) => getConsentPrompt(type)));
  await saveUserConsents({
    org: input.orgCode,
    source: 'HELOC_REGISTRATION',
    productType: 'HELOC',
    phone: toPhoneDigits(data.phoneNumber),
    email: data.email.trim(),
    consents: types.map((type, index) => ({
      consentPromptUuid: prompts[index] ?? '',
      optInOut: toConsentOpt(type === 'SMS' ? data.smsMarketingConsent : data.smsTransactionalConsent),
    })),
  });
};

/** The registration submit sequence of spec 01 section 4, steps 1 to 7, in order; step 8 (routing) is the caller's. */
export const submitRegistration = async (input: TSubmitInput): Promise<TSubmitOutcome> => {
  const { data, onStep } = input;
  const property = data.propertyAddress;
  try {
    onStep?.('waitlist');
    const eligibility = await getEligibility(input.orgCode);
    if (
      shouldWaitlist({
        state: property.state,
        zip: property.zip,
        ...eligibility,
        utmSource: data.utmDetails.source,
      })
    ) {
      await joinWaitlist({
        firstName: data.name.firstName.trim(),
        lastName: data.name.lastName.trim(),
        dob: data.dob,
        email: data.email.trim(),
        income: data.income.income ?? 0,
        street1: property.street1.trim(),
        street2: property.street2.trim(),
        city: property.city.trim(),
        state: property.state.trim().toUpperCase(),
        zip: property.zip.trim(),
        consent: data.communicationConsent,
      });
      return { kind: 'waitlist', destination: findWaitlistDestination({ isMainBrand: input.isMainBrand }) };
    }

    if (!input.isLoggedIn) {
      onStep?.('register');
      if (!input.password) throw new Error('register missing email, phoneNumber, or password');
      try {
        await registerIdentity({
          email: data.email.trim(),
          password: input.password,
          phoneNumber: data.phoneNumber,
          organization: input.orgCode,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return { kind: 'accountExists' };
        throw error;
      }
    } else {
      onStep?.('phone');
      const identity = await getIdentity();
      if (data.phoneNumber && !hasPhoneAlias(identity, data.phoneNumber))
        await savePhoneAlias(data.phoneNumber);
    }

    onStep?.('verify');
    const ability = await verifyAbilityToStart();
    const applications = await listApplications();
    // Whether a HELOC was funded too recently is the server's answer, by its clock (decision 088).
    const block = findStartBlock({
      canStartApplication: ability.canStartApplication,
      recentHeloc: ability.recentHeloc,
      applications,
    });
    if (block) return { kind: 'blocked', block };

    onStep?.('create');
    const consentTypes = await getConsentTypes().catch(() => []);
    const application = await createApplication({
      state: property.state.trim().toUpperCase(),
      body: buildCreateApplicationRequest(data, consentTypes),
      idempotencyKey: input.idempotencyKey,
    });

    onStep?.('consents');
    await attempt(() => saveSmsConsents(input));

    onStep?.('tracking');
    // The shell's track() picks the context (secure now that the applicant holds a token, external
    // before) and never throws; it carries identityId from the token and the spec's field names.
    await Promise.all(
      REGISTRATION_EVENTS.map((event) =>
        track(event, { orgCode: input.orgCode }, { applicationUuid: application.uuid }),
      ),
    );
    return { kind: 'created', application };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith(NOT_OFFERED_PREFIX)) return { kind: 'notOffered', message };
    // The server refuses the create itself when a HELOC was funded too recently (a race with step 4).
    if (message === REGISTRATION_MESSAGES.recentHeloc) return { kind: 'blocked', block: { kind: 'recentHeloc', message } };
    if (isOfferCodeRefusal(message)) return { kind: 'offerCodeRefused', message };
    return { kind: 'failed', message };
  }
};
