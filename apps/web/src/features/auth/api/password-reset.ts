import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  checkResetPasswordCall,
  forgotPasswordCall,
  resetPasswordCall,
  urlOf,
  ZResetPasswordCheckResponse,
  type TForgotPasswordRequest,
  type TIdentityContext,
  type TResetPasswordCheckResponse,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

// The three calls of "forgot password" (decision 019). None needs a session, and none may bounce to the
// login page on a refusal: each answer is shown where the person is.
const anonymous = { context: 'external', redirectOnUnauthenticated: false } as const;

/** POST forgot-password: 204 whether or not the account exists. */
export const requestPasswordReset = async (body: TForgotPasswordRequest): Promise<void> => {
  await api.post(urlOf(forgotPasswordCall, { context: 'customer' }), body, anonymous);
};
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export type TResetLink = { token: string; context: TIdentityContext };

/** POST reset-password/check: when the link stops working, or a 400 saying why it does not. */
export const checkResetLink = async (link: TResetLink): Promise<TResetPasswordCheckResponse> =>
  ZResetPasswordCheckResponse.parse(await api.post(urlOf(checkResetPasswordCall, { context: link.context }), { token: link.token }, anonymous));

export const resetLinkQueryOptions = (link: TResetLink) =>
  queryOptions({
    queryKey: ['password-reset-link', link.context, link.token],
    queryFn: () => checkResetLink(link),
    retry: false,
    staleTime: Infinity,
  });
export const useResetLink = (link: TResetLink) => useQuery(resetLinkQueryOptions(link));

/** POST reset-password: 204, and every session of the account has ended (this browser's too). */
export const resetPassword = async (options: TResetLink & { password: string }): Promise<void> => {
  await api.post(urlOf(resetPasswordCall, { context: options.context }), { token: options.token, password: options.password }, anonymous);
};
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
