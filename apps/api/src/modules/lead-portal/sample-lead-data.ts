import type { TLoanOriginatorRow, TReferralRow } from './tables.ts';

type TSampleOriginator = Omit<TLoanOriginatorRow, 'organizationCode' | 'createdAt'>;
type TSampleReferral = Omit<TReferralRow, 'organizationCode' | 'createdAt'>;

/** Fixed uuids, the same in every organisation, so browser tests and demos can name them (see README). */
export const SAMPLE_LO_UUIDS = {
  enforcing: '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61',
  notEnforcing: '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a62',
  wholesaleBroker: '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a63',
} as const;

export const SAMPLE_REFERRAL_UUIDS = {
  colorado: '9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f61',
  texas: '9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f62',
} as const;

export const SAMPLE_LOAN_ORIGINATORS: readonly TSampleOriginator[] = [
  {
    uuid: SAMPLE_LO_UUIDS.enforcing,
    firstName: 'Dana',
    lastName: 'Whitfield',
    nmls: '1839204',
    wholesaleBrokerNmls: null,
    displayInfo: {
      originatorName: 'Dana Whitfield',
      brokerName: null,
      avatarUri: null,
      email: 'dana.whitfield@example.com',
      phoneNumber: '3035550182',
      nmls: '1839204',
    },
    licensedStates: ['AZ', 'CA', 'CO', 'NV', 'OR', 'TX', 'WA'],
    enforceLicensedStatesForReferral: true,
  },
  {
    uuid: SAMPLE_LO_UUIDS.notEnforcing,
    firstName: 'Marcus',
    lastName: 'Oyelaran',
    nmls: '2047715',
    wholesaleBrokerNmls: null,
    displayInfo: {
      originatorName: 'Marcus Oyelaran',
      brokerName: null,
      avatarUri: null,
      email: 'marcus.oyelaran@example.com',
      phoneNumber: '6155550139',
      nmls: '2047715',
    },
    licensedStates: ['FL', 'GA', 'TN'],
    enforceLicensedStatesForReferral: false,
  },
  {
    uuid: SAMPLE_LO_UUIDS.wholesaleBroker,
    firstName: 'Elena',
    lastName: 'Castellanos',
    nmls: '1920466',
    wholesaleBrokerNmls: '2291408',
    displayInfo: {
      originatorName: 'Elena Castellanos',
      brokerName: 'Summit Ridge Mortgage Brokers',
      avatarUri: null,
      email: 'elena.castellanos@example.com',
      phoneNumber: '7045550164',
      nmls: '1920466',
    },
    licensedStates: ['FL', 'GA', 'NC', 'SC', 'TX'],
    enforceLicensedStatesForReferral: true,
  },
];

export const SAMPLE_REFERRALS: readonly TSampleReferral[] = [
  {
    uuid: SAMPLE_REFERRAL_UUIDS.colorado,
    loanOriginatorUuid: SAMPLE_LO_UUIDS.enforcing,
    firstName: 'Jordan',
    middleName: 'Avery',
    lastName: 'Ellison',
    suffix: 'JR',
    street1: '1450 Larkspur Ln',
    street2: '',
    city: 'Denver',
    state: 'CO',
    zip: '80220',
    phone: '3035550147',
    email: 'jordan.ellison@example.com',
  },
  {
    uuid: SAMPLE_REFERRAL_UUIDS.texas,
    loanOriginatorUuid: SAMPLE_LO_UUIDS.wholesaleBroker,
    firstName: 'Priya',
    middleName: '',
    lastName: 'Raman',
    suffix: '',
    street1: '2207 Barton Hills Dr',
    street2: 'Unit 4',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    phone: '5125550196',
    email: 'priya.raman@example.com',
  },
];
