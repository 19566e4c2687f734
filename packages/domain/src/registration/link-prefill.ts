import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod/mini';
import { formatUsPhone } from '../validation/contact.ts';
import { SUFFIX_VALUES, type TSuffix } from '../validation/name.ts';
import type { TRegisterData, TRegisterUtmDetails } from './register-data.ts';

/**
 * Registration links that name a record kept by the server (decision 089): `?referral=` (or `?referralId=`), a
 * loan officer's referral, and `?offerCode=`, a prescreened direct-mail offer. Both fill only what the applicant
 * has not entered yet, unlike the encoded prefill of prefill.ts, which is the link's own data and wins.
 */
export const REFERRAL_PARAMETERS = ['referral', 'referralId'] as const;
export const OFFER_CODE_PARAMETER = 'offerCode';

export const LINK_PREFILL_MESSAGES = {
  offerCodeFormat: 'An offer code is letters, digits and dashes, at most 40 characters',
  offerCodeDate: 'An offer code date is a date as yyyy-MM-dd',
  offerCodeUnknown: 'We could not find this offer code. Check the code on your mailer, or apply without it.',
  /** Shown on the first step when a link's offer code is past its respond-by date; the applicant may still apply. */
  offerCodeExpired: (respondByDate: string) =>
    `The offer code on your mailer expired on ${formatOfferDate(respondByDate)}. You can still check your rate below.`,
  /** The prescreened direct-mail welcome (spec 01 section 4: utm_medium referral, utm_source prescreendm). */
  prescreenWelcome: 'Welcome! You have been prescreened for a home equity line of credit. Checking your rate takes minutes.',
} as const;

const OFFER_CODE_MAX_LENGTH = 40;

/** Whether create-application refused the offer code (unknown, or expired since the link was opened). */
export const isOfferCodeRefusal = (message: string): boolean =>
  message === LINK_PREFILL_MESSAGES.offerCodeUnknown || message.startsWith('The offer code on your mailer expired on ');

/** An offer code as typed on a mailer: letters, digits and dashes; compared upper-cased. */
export const ZOfferCode = z.string().check(
  z.trim(),
  z.minLength(1, LINK_PREFILL_MESSAGES.offerCodeFormat),
  z.maxLength(OFFER_CODE_MAX_LENGTH, LINK_PREFILL_MESSAGES.offerCodeFormat),
  z.regex(/^[A-Za-z0-9-]+$/, LINK_PREFILL_MESSAGES.offerCodeFormat),
);

/** A calendar date of an offer (in-home, respond-by): yyyy-MM-dd. */
export const ZOfferDate = z.iso.date({ error: LINK_PREFILL_MESSAGES.offerCodeDate });

/**
 * Offers run on Pacific time, like support hours: a code answering by 2025-06-30 is good until that day ends
 * in California, so no applicant in the contiguous states loses a day to the server's time zone.
 */
export const OFFER_TIME_ZONE = 'America/Los_Angeles';

/** Today's date (yyyy-MM-dd) where offers are judged, at an instant of the server's (simulated) clock. */
export const offerTodayAt = (now: Date): string => format(new TZDate(now.getTime(), OFFER_TIME_ZONE), 'yyyy-MM-dd');

/** Whether an offer's respond-by date (yyyy-MM-dd) has passed at that instant; a missing date never expires. */
export const isOfferExpired = (respondByDate: string | null | undefined, now: Date): boolean =>
  Boolean(respondByDate) && (respondByDate as string) < offerTodayAt(now);

const formatOfferDate = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
};

/** What a referral or an offer code can fill in: each part only when the applicant left it empty. */
export type TLinkPrefill = {
  name?: { firstName: string; middleName?: string; lastName: string; suffix?: string };
  propertyAddress?: { street1: string; street2?: string; city: string; state: string; zip: string };
  phoneNumber?: string;
  email?: string;
};

/** A suffix as a referral spells it ("Jr.", "jr", "III") in the form's values; anything else is dropped. */
export const toSuffix = (value: string | null | undefined): TSuffix => {
  const cleaned = (value ?? '').replace(/\./g, '').trim().toUpperCase();
  return (SUFFIX_VALUES as readonly string[]).includes(cleaned) ? (cleaned as TSuffix) : '';
};

const clean = (value: string | null | undefined) => (value ?? '').trim();

/**
 * Register data with the blanks filled from a referral or an offer code, and the name `isPrepopComplete` set when
 * anything was filled. The name counts as one answer (filled only when first and last are both empty, so a typed
 * "Jo" never becomes "Jo Avery Ellison"), the property address likewise (when its street is empty); phone and email
 * each on their own. The profile flags (`prefilled`) stay as they are: they mean "on file, skip the step", and a
 * referral's details are the applicant's to review on each step.
 */
export const fillRegisterBlanks = (data: TRegisterData, prefill: TLinkPrefill): TRegisterData => {
  let next = data;
  const { name, propertyAddress, phoneNumber, email } = prefill;
  if (name && clean(name.firstName) && clean(name.lastName) && !data.name.firstName.trim() && !data.name.lastName.trim())
    next = {
      ...next,
      name: {
        firstName: clean(name.firstName),
        middleName: data.name.middleName.trim() ? data.name.middleName : clean(name.middleName),
        lastName: clean(name.lastName),
        suffix: data.name.suffix || toSuffix(name.suffix),
      },
    };
  if (propertyAddress && clean(propertyAddress.street1) && !data.propertyAddress.street1.trim())
    next = {
      ...next,
      propertyAddress: {
        ...data.propertyAddress,
        street1: clean(propertyAddress.street1),
        street2: clean(propertyAddress.street2),
        city: clean(propertyAddress.city),
        state: clean(propertyAddress.state).toUpperCase(),
        zip: clean(propertyAddress.zip),
      },
    };
  if (phoneNumber && clean(phoneNumber) && !data.phoneNumber.trim()) next = { ...next, phoneNumber: formatUsPhone(phoneNumber) };
  if (email && clean(email) && !data.email.trim()) next = { ...next, email: clean(email) };
  return next === data ? data : { ...next, isPrepopComplete: true };
};

/** The prefill of a referral (spec 01 section 3: names, suffix, address, phone, email). */
export const prefillOfReferral = (referral: {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
}): TLinkPrefill => ({
  name: { firstName: referral.firstName, middleName: referral.middleName, lastName: referral.lastName, suffix: referral.suffix },
  propertyAddress: { street1: referral.street1, street2: referral.street2, city: referral.city, state: referral.state, zip: referral.zip },
  phoneNumber: referral.phone,
  email: referral.email,
});

/** The prefill of an offer code record (spec 01 section 3: name and the mailed property address). */
export const prefillOfOfferCode = (record: {
  firstName: string;
  lastName: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}): TLinkPrefill => ({
  name: { firstName: record.firstName, lastName: record.lastName },
  propertyAddress: { street1: record.street1, street2: record.street2, city: record.city, state: record.state, zip: record.zip },
});

/** The prescreened direct-mail flow of spec 01 section 4: utm_medium referral and utm_source prescreendm. */
export const isPrescreenDirectMail = (utm: TRegisterUtmDetails): boolean =>
  utm.medium?.trim().toLowerCase() === 'referral' && utm.source?.trim().toLowerCase() === 'prescreendm';
