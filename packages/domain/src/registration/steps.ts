import type { TOccupancyType } from '../enums/property.ts';

/** The `?step=` names of the registration flow (spec 01 section 2). */
export const REGISTER_STEP_QUERY_NAMES = [
  'property-info',
  'sale-status',
  'income-info',
  'name',
  'birthdate',
  'contact-info',
  'login-info',
] as const;
export type TRegisterStepQueryName = (typeof REGISTER_STEP_QUERY_NAMES)[number];

export const isRegisterStepQueryName = (value: string): value is TRegisterStepQueryName =>
  (REGISTER_STEP_QUERY_NAMES as readonly string[]).includes(value);

/** Child routes of register-v2; '' is its index (property address and occupancy). */
export const REGISTER_V2_STEPS = [
  '',
  'home-address',
  'for-sale',
  'annual-income',
  'legal-name',
  'birthdate',
  'phone-and-email',
  'set-password',
  'login-info',
] as const;
export type TRegisterV2Step = (typeof REGISTER_V2_STEPS)[number];
export const REGISTER_V2_FIRST_STEP: TRegisterV2Step = '';

export const isRegisterV2Step = (value: string): value is TRegisterV2Step =>
  (REGISTER_V2_STEPS as readonly string[]).includes(value);

/** Legacy: the product holds passwords (set-password). External: an identity provider does (login-info). */
export type TAuthMode = 'legacy' | 'external';

export type TRegisterFlowFacts = {
  /** The property's occupancy; the home address is asked only when the property is not the primary home. */
  occupancyType: TOccupancyType | 'INIT' | '';
  authMode: TAuthMode;
  /**
   * A signed-in applicant whose account already holds an email and a phone number: Contact Info is
   * omitted (spec 01 section 2).
   */
  hasContact?: boolean;
};

/** The register-v2 steps this applicant walks through, in order. */
export const listRegisterV2Steps = ({ occupancyType, authMode, hasContact = false }: TRegisterFlowFacts): TRegisterV2Step[] => {
  // Until occupancy is chosen, HOME is not known either: the home-address step stays in the path.
  const needsHomeAddress = occupancyType !== 'HOME';
  return [
    '',
    ...(needsHomeAddress ? (['home-address'] as const) : []),
    'for-sale',
    'annual-income',
    'legal-name',
    'birthdate',
    ...(hasContact ? [] : (['phone-and-email'] as const)),
    authMode === 'legacy' ? 'set-password' : 'login-info',
  ];
};

/** The step after `current`, or null after the last one (time to submit). */
export const findNextRegisterV2Step = (
  current: TRegisterV2Step,
  facts: TRegisterFlowFacts,
): TRegisterV2Step | null => {
  const steps = listRegisterV2Steps(facts);
  const index = steps.indexOf(current);
  return index === -1 ? REGISTER_V2_FIRST_STEP : (steps[index + 1] ?? null);
};

/** The step before `current`, or null on the first one. */
export const findPreviousRegisterV2Step = (
  current: TRegisterV2Step,
  facts: TRegisterFlowFacts,
): TRegisterV2Step | null => {
  const steps = listRegisterV2Steps(facts);
  const index = steps.indexOf(current);
  return index <= 0 ? null : (steps[index - 1] ?? null);
};

/**
 * Where a request for `requested` really lands. Without a property street nothing deeper makes sense
 * (a reload or a shared link mid-flow), so every deeper step returns to the first one; a step this
 * applicant does not walk through (home-address for a primary home, the other auth mode's last step,
 * an unknown name) does too.
 */
export const resolveRegisterV2Step = (
  requested: string,
  facts: TRegisterFlowFacts & { propertyStreet1: string },
): TRegisterV2Step => {
  if (!isRegisterV2Step(requested) || facts.propertyStreet1.trim() === '') return REGISTER_V2_FIRST_STEP;
  return listRegisterV2Steps(facts).includes(requested) ? requested : REGISTER_V2_FIRST_STEP;
};

/** The `?step=` name each register-v2 route reports (analytics and deep links share these names). */
export const REGISTER_V2_STEP_QUERY_NAME: Record<TRegisterV2Step, TRegisterStepQueryName> = {
  '': 'property-info',
  'home-address': 'property-info',
  'for-sale': 'sale-status',
  'annual-income': 'income-info',
  'legal-name': 'name',
  birthdate: 'birthdate',
  'phone-and-email': 'contact-info',
  'set-password': 'login-info',
  'login-info': 'login-info',
};
