import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  findNextRegisterV2Step,
  findPreviousRegisterV2Step,
  REGISTER_V2_STEP_QUERY_NAME,
  type TRegisterV2Step,
} from '@lintel/domain';
import type { TRegisterData } from '@lintel/domain';
import { getRegisterData } from './register-store.ts';
import { AUTH_MODE } from './auth-mode.ts';

export const REGISTER_V2_BASE = '/account/heloc/register-v2';

/** The path and query of a register-v2 step: other query parameters (referrer, utm_*, org) ride along. */
export const registerV2Href = (step: TRegisterV2Step, search: string): string => {
  const params = new URLSearchParams(search);
  params.set('step', REGISTER_V2_STEP_QUERY_NAME[step]);
  return `${REGISTER_V2_BASE}${step ? `/${step}` : ''}?${params.toString()}`;
};

/** The current step from the path ('' is the index). */
export const stepFromPath = (pathname: string): string => {
  const rest = pathname.slice(REGISTER_V2_BASE.length).replace(/^\/+|\/+$/g, '');
  return rest;
};

/** The signed-in account already holds an email and a phone number, so Contact Info is not asked. */
export const hasContactOnFile = (data: TRegisterData): boolean => data.prefilled.email && data.prefilled.phoneNumber;

/** Next and previous step of register-v2 for what has been entered so far. */
export const useRegisterV2Navigation = (current: TRegisterV2Step) => {
  const navigate = useNavigate();
  const { search } = useLocation();
  const facts = () => ({
    occupancyType: getRegisterData().propertyAddress.occupancyType,
    authMode: AUTH_MODE,
    hasContact: hasContactOnFile(getRegisterData()),
  });
  const goNext = useCallback(() => {
    const next = findNextRegisterV2Step(current, facts());
    if (next !== null) navigate(registerV2Href(next, search));
  }, [current, navigate, search]);
  const previous = findPreviousRegisterV2Step(current, facts());
  return { goNext, previousHref: previous === null ? null : registerV2Href(previous, search) };
};
