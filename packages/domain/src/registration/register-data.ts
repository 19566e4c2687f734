import type { TOccupancyType } from '../enums/property.ts';
import type { TEmploymentType } from '../enums/employment.ts';
import type { TSuffix } from '../validation/name.ts';

/** An address as the form holds it: every field a string, possibly still empty. */
export type TRegisterAddress = { street1: string; street2: string; city: string; state: string; zip: string };

/** The occupancy select starts on the INIT placeholder, which no step accepts. */
export type TRegisterPropertyAddress = TRegisterAddress & { occupancyType: TOccupancyType | 'INIT' };

export type TRegisterUtmDetails = {
  campaign?: string;
  medium?: string;
  source?: string;
  term?: string;
  content?: string;
  id?: string;
};

/** A prescreened direct-mail offer code as create-application sends it (decision 089); dates yyyy-MM-dd. */
export type TRegisterOfferCode = { code: string; inHomeDate: string | null; respondByDate: string | null };

/** Which fields came from the signed-in person's profile, so the steps can lock or skip them. */
export type TRegisterPrefilledFlags = {
  name: boolean;
  dob: boolean;
  email: boolean;
  phoneNumber: boolean;
  homeAddress: boolean;
};

/**
 * Everything registration holds on the client between steps (spec 01 section 3 "Register data").
 * Each step writes its part; the submit sequence reads all of it.
 */
export type TRegisterData = {
  propertyAddress: TRegisterPropertyAddress;
  homeAddress: TRegisterAddress;
  isListedForSale: boolean | null;
  hasSaleStatusBeenSet: boolean;
  income: { income: number | null; otherIncome: number; employmentType: TEmploymentType | '' };
  hasIncomeBeenSet: boolean;
  name: { firstName: string; middleName: string; lastName: string; suffix: TSuffix };
  /** yyyy-MM-dd */
  dob: string;
  email: string;
  phoneNumber: string;
  communicationConsent: boolean;
  smsMarketingConsent: boolean;
  smsTransactionalConsent: boolean;
  termPrivacyConsent: boolean;
  /** The referral record or referrer parameter as received; its shape belongs to the lead-portal call. */
  referralDetails: { referrerId?: string; referralId?: string } | null;
  utmDetails: TRegisterUtmDetails;
  /** From a `?offerCode=` link whose code was found and is not past its respond-by date (decision 089). */
  offerCode: TRegisterOfferCode | null;
  isPrepopComplete: boolean;
  prefilled: TRegisterPrefilledFlags;
};

const emptyAddress = (): TRegisterAddress => ({ street1: '', street2: '', city: '', state: '', zip: '' });

/** A fresh register data record: what the first step starts from. */
export const createEmptyRegisterData = (): TRegisterData => ({
  propertyAddress: { ...emptyAddress(), occupancyType: 'INIT' },
  homeAddress: emptyAddress(),
  isListedForSale: null,
  hasSaleStatusBeenSet: false,
  income: { income: null, otherIncome: 0, employmentType: '' },
  hasIncomeBeenSet: false,
  name: { firstName: '', middleName: '', lastName: '', suffix: '' },
  dob: '',
  email: '',
  phoneNumber: '',
  communicationConsent: false,
  smsMarketingConsent: false,
  smsTransactionalConsent: false,
  termPrivacyConsent: false,
  referralDetails: null,
  utmDetails: {},
  offerCode: null,
  isPrepopComplete: false,
  prefilled: { name: false, dob: false, email: false, phoneNumber: false, homeAddress: false },
});
