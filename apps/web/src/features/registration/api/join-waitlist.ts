import { joinWaitListCall } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const WAITLIST_JOIN_PATH = joinWaitListCall.path;

export type TJoinWaitlistRequest = {
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  income: number;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  consent: boolean;
};

/** POST the applicant to the waitlist (spec 01 section 7); no account exists yet, so no token is sent. */
export const joinWaitlist = (request: TJoinWaitlistRequest): Promise<unknown> =>
  api.post(WAITLIST_JOIN_PATH, request, { context: 'external', redirectOnUnauthenticated: false });
