import type { TRegisterStepQueryName } from './steps.ts';

export type TRegisterProgressItem = {
  label: string;
  /** The `?step=` names this item covers, first one is where the item starts. */
  steps: TRegisterStepQueryName[];
  substeps: Array<{ label: string; step: TRegisterStepQueryName }>;
};

const PROGRESS: TRegisterProgressItem[] = [
  {
    label: 'Property Info',
    steps: ['property-info', 'sale-status'],
    substeps: [
      { label: 'Address', step: 'property-info' },
      { label: 'Sale Status', step: 'sale-status' },
    ],
  },
  { label: 'Income Info', steps: ['income-info'], substeps: [] },
  {
    label: 'Personal Info',
    steps: ['name', 'birthdate'],
    substeps: [
      { label: 'Name', step: 'name' },
      { label: 'Birthdate', step: 'birthdate' },
    ],
  },
  { label: 'Contact Info', steps: ['contact-info'], substeps: [] },
  { label: 'Login Info', steps: ['login-info'], substeps: [] },
];

/** The registration progress list; Contact Info is left out when email and a phone number already exist. */
export const listRegisterProgress = ({
  hasEmail,
  hasPhoneNumber,
}: {
  hasEmail: boolean;
  hasPhoneNumber: boolean;
}) => PROGRESS.filter((item) => !(item.label === 'Contact Info' && hasEmail && hasPhoneNumber));

/** Index of the progress item holding `step` within `items`, or -1. */
export const findProgressIndex = (items: TRegisterProgressItem[], step: TRegisterStepQueryName): number =>
  items.findIndex((item) => item.steps.includes(step));
