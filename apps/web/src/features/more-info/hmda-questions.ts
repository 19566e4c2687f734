import type { ETHNICITY_VALUES, RACE_VALUES, SEX_VALUES } from '@lintel/contract';

/** One box of a Regulation C appendix B question; `text` names the free-text field that belongs to it. */
export type THmdaOption<TValue extends string> = {
  value: TValue;
  label: string;
  text?: { field: string; label: string };
  children?: THmdaOption<TValue>[];
};

type TEthnicity = (typeof ETHNICITY_VALUES)[number];
type TRace = (typeof RACE_VALUES)[number];
type TSex = (typeof SEX_VALUES)[number];

export const ETHNICITY_OPTIONS: THmdaOption<TEthnicity>[] = [
  {
    value: 'HISPANIC_OR_LATINO',
    label: 'Hispanic or Latino',
    children: [
      { value: 'MEXICAN', label: 'Mexican' },
      { value: 'PUERTO_RICAN', label: 'Puerto Rican' },
      { value: 'CUBAN', label: 'Cuban' },
      {
        value: 'OTHER_HISPANIC_OR_LATINO',
        label: 'Other Hispanic or Latino',
        text: {
          field: 'otherHispanicOrLatino',
          label: 'Origin, for example Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard',
        },
      },
    ],
  },
  { value: 'NOT_HISPANIC_OR_LATINO', label: 'Not Hispanic or Latino' },
];

export const RACE_OPTIONS: THmdaOption<TRace>[] = [
  {
    value: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
    label: 'American Indian or Alaska Native',
    text: { field: 'americanIndianTribe', label: 'Name of enrolled or principal tribe' },
  },
  {
    value: 'ASIAN',
    label: 'Asian',
    children: [
      { value: 'ASIAN_INDIAN', label: 'Asian Indian' },
      { value: 'CHINESE', label: 'Chinese' },
      { value: 'FILIPINO', label: 'Filipino' },
      { value: 'JAPANESE', label: 'Japanese' },
      { value: 'KOREAN', label: 'Korean' },
      { value: 'VIETNAMESE', label: 'Vietnamese' },
      {
        value: 'OTHER_ASIAN',
        label: 'Other Asian',
        text: { field: 'otherAsian', label: 'Race, for example Hmong, Laotian, Thai, Pakistani, Cambodian' },
      },
    ],
  },
  { value: 'BLACK_OR_AFRICAN_AMERICAN', label: 'Black or African American' },
  {
    value: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
    label: 'Native Hawaiian or Other Pacific Islander',
    children: [
      { value: 'NATIVE_HAWAIIAN', label: 'Native Hawaiian' },
      { value: 'GUAMANIAN_OR_CHAMORRO', label: 'Guamanian or Chamorro' },
      { value: 'SAMOAN', label: 'Samoan' },
      {
        value: 'OTHER_PACIFIC_ISLANDER',
        label: 'Other Pacific Islander',
        text: { field: 'otherPacificIslander', label: 'Race, for example Fijian, Tongan' },
      },
    ],
  },
  { value: 'WHITE', label: 'White' },
];

export const SEX_OPTIONS: THmdaOption<TSex>[] = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
];
