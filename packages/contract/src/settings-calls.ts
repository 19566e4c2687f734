import { z } from 'zod';
import { ZCurrentUserConsents } from './comms-prefs.ts';
import { defineCall } from './define-call.ts';
import { ZIdentityContext, ZJwtResponse } from './identity.ts';
import { ZChangePasswordRequest } from './password-reset.ts';

/** The settings page's calls (/dashboard/settings, decision 027). */
export const changePasswordCall = defineCall({
  id: 'changePassword',
  method: 'POST',
  path: '/identity-broker/{context}/secure/api/v3/change-password',
  summary:
    'Changes the caller’s password (legacy authentication only): the current one must be right; every session ends and the answer is a fresh token.',
  access: 'signed-in',
  params: z.object({ context: ZIdentityContext }),
  body: ZChangePasswordRequest,
  answers: { 200: ZJwtResponse },
  errors: [400, 401, 404, 429],
});

export const getCurrentUserConsentsCall = defineCall({
  id: 'getCurrentUserConsents',
  method: 'GET',
  path: '/service-comms-prefs/secure/api/v1/consent/user',
  summary:
    'The caller’s SMS consent choice that holds now, per consent type, in the org header’s organisation.',
  access: 'signed-in',
  answers: { 200: ZCurrentUserConsents },
  errors: [401],
});

export const settingsCalls = [changePasswordCall, getCurrentUserConsentsCall] as const;
