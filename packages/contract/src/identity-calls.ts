import { z } from 'zod/mini';
import { defineCall } from './define-call.ts';
import {
  ZAliasRequest,
  ZIdentity,
  ZIdentityContext,
  ZJwtResponse,
  ZLoginRequest,
  ZRegisterQuery,
  ZRegisterRequest,
} from './identity.ts';
import { ZForgotPasswordRequest, ZResetPasswordCheckRequest, ZResetPasswordCheckResponse, ZResetPasswordRequest } from './password-reset.ts';

/**
 * The identity calls of spec 01 section 7 in the legacy authentication mode (decision 014): registration,
 * login, logout, the password reset of decision 019, and the caller's identity. In external mode the broker's
 * register, login and logout answer redirects instead (identity/external-routes.ts) and the reset calls do not exist.
 */
export const ZIdentityContextParams = z.object({ context: ZIdentityContext });
const IDENTITY_TAG = 'identity';

export const registerIdentityCall = defineCall({
  id: 'registerIdentity',
  method: 'POST',
  path: '/identity/api/v1/registration/register',
  summary: 'Registers an applicant (email, password, phone) in the org header’s brand; answers a token.',
  tag: IDENTITY_TAG,
  access: 'public',
  body: ZRegisterRequest,
  answers: { 200: ZJwtResponse },
  errors: [400, 404, 429],
});

export const registerCustomerCall = defineCall({
  id: 'registerCustomer',
  method: 'POST',
  path: '/identity-broker/customer/api/v3/register',
  summary: 'The broker’s registration (spec 01 section 7): the same as the registration call, answering a token.',
  access: 'public',
  query: ZRegisterQuery,
  body: ZRegisterRequest,
  answers: { 200: ZJwtResponse },
  errors: [400, 404, 429],
});

export const logInCall = defineCall({
  id: 'logIn',
  method: 'POST',
  path: '/identity-broker/{context}/api/v3/login',
  summary: 'Logs an applicant (customer) or an agent in; answers a token. Repeated failures lock the account for a while.',
  access: 'public',
  params: ZIdentityContextParams,
  body: ZLoginRequest,
  answers: { 200: ZJwtResponse },
  errors: [400, 401, 404, 429],
});

/** Where a logout sends the browser (its Location): the context's login page (decision 075). */
export const LOGOUT_REDIRECTS = { customer: '/auth/login', agent: '/ops/login' } as const;

export const logOutCall = defineCall({
  id: 'logOut',
  method: 'POST',
  path: '/identity-broker/{context}/secure/api/v3/logout',
  summary: 'Ends the caller’s session; answers a redirect (303, no body, not cached) to the context’s login page (spec 03 section 7).',
  access: 'signed-in',
  params: ZIdentityContextParams,
  answers: { 303: null },
  errors: [401, 404],
});

export const logOutEverywhereCall = defineCall({
  id: 'logOutEverywhere',
  method: 'POST',
  path: '/identity-broker/{context}/secure/api/v3/logout-all',
  summary: 'Ends every session of the caller, in every process, before answering (the settings page).',
  access: 'signed-in',
  params: ZIdentityContextParams,
  answers: { 204: null },
  errors: [401, 404],
});

export const forgotPasswordCall = defineCall({
  id: 'forgotPassword',
  method: 'POST',
  path: '/identity-broker/{context}/api/v3/forgot-password',
  summary: 'Sends a reset link to the email when it has an account (the same answer either way).',
  access: 'public',
  params: ZIdentityContextParams,
  body: ZForgotPasswordRequest,
  answers: { 204: null },
  errors: [400, 404, 429],
});

export const checkResetPasswordCall = defineCall({
  id: 'checkResetPassword',
  method: 'POST',
  path: '/identity-broker/{context}/api/v3/reset-password/check',
  summary: 'Whether a reset link is still open; answers when it expires.',
  access: 'public',
  params: ZIdentityContextParams,
  body: ZResetPasswordCheckRequest,
  answers: { 200: ZResetPasswordCheckResponse },
  errors: [400, 404, 429],
});

export const resetPasswordCall = defineCall({
  id: 'resetPassword',
  method: 'POST',
  path: '/identity-broker/{context}/api/v3/reset-password',
  summary: 'Sets a new password with an open reset link; the link is used up and every session ends.',
  access: 'public',
  params: ZIdentityContextParams,
  body: ZResetPasswordRequest,
  answers: { 204: null },
  errors: [400, 404, 429],
});

export const getIdentityCall = defineCall({
  id: 'getIdentity',
  method: 'GET',
  path: '/identity/secure/api/v1/identity',
  summary: 'The caller’s identity: email, roles, organisation, phone aliases.',
  tag: IDENTITY_TAG,
  access: 'signed-in',
  answers: { 200: ZIdentity },
  errors: [401, 404],
});

export const getIdentityV11Call = defineCall({
  id: 'getIdentityV11',
  method: 'GET',
  path: '/identity/secure/api/v1_1/identity',
  summary: 'The caller’s identity (the v1_1 form of the identity call).',
  tag: IDENTITY_TAG,
  access: 'signed-in',
  answers: { 200: ZIdentity },
  errors: [401, 404],
});

export const getSelfCall = defineCall({
  id: 'getSelf',
  method: 'GET',
  path: '/identity-broker/{context}/secure/api/v3/self/figureinfo',
  summary: 'The caller’s identity through the broker, for its own context only.',
  access: 'signed-in',
  params: ZIdentityContextParams,
  answers: { 200: ZIdentity },
  errors: [401, 404],
});

export const savePhoneAliasCall = defineCall({
  id: 'savePhoneAlias',
  method: 'PUT',
  path: '/identity/secure/api/v1/identity/alias',
  summary: 'Sets the caller’s phone number alias.',
  tag: IDENTITY_TAG,
  access: 'signed-in',
  body: ZAliasRequest,
  answers: { 200: ZIdentity },
  errors: [400, 401, 404],
});

export const identityCalls = [
  registerIdentityCall,
  registerCustomerCall,
  logInCall,
  logOutCall,
  logOutEverywhereCall,
  forgotPasswordCall,
  checkResetPasswordCall,
  resetPasswordCall,
  getIdentityCall,
  getIdentityV11Call,
  getSelfCall,
  savePhoneAliasCall,
] as const;
