import { z } from 'zod/mini';
import { MSG, ZEmail, ZPassword, ZPhoneNumber } from '@lintel/domain';

/** POST /identity/api/v1/registration/register and POST /identity-broker/customer/api/v3/register?organization= */
export const ZRegisterRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  phoneNumber: ZPhoneNumber,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The organisation a registration comes from, as the broker's query names it (the org header decides). */
export const ZRegisterQuery = z.object({ organization: z.optional(z.string().check(z.maxLength(60))) });

export const ZJwtResponse = z.object({ jwt: z.string() });
export type TJwtResponse = z.infer<typeof ZJwtResponse>;

/** POST /identity-broker/{customer|agent}/api/v3/login (legacy authentication mode). */
export const ZLoginRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Please enter your email'), z.maxLength(254, MSG.emailInvalid)),
  password: z.string().check(z.minLength(1, 'Required'), z.maxLength(1024, 'Must be at most 1024 characters')),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZIdentityContext = z.enum(['customer', 'agent']);
export type TIdentityContext = z.infer<typeof ZIdentityContext>;

export const ZRole = z.enum(['APPLICANT', 'ADDITIONAL_SIGNER', 'LOAN_OFFICER', 'AGENT', 'ADMIN', 'NOTARY']);
export type TRole = z.infer<typeof ZRole>;

/**
 * GET /identity/secure/api/v1/identity, GET /identity/secure/api/v1_1/identity and
 * GET /identity-broker/{customer|agent}/secure/api/v3/self/figureinfo.
 */
export const ZIdentity = z.object({
  uuid: z.uuid(),
  email: z.string(),
  isBroker: z.boolean(),
  roles: z.array(ZRole),
  organizationCode: z.string(),
  aliases: z.array(z.object({ type: z.string(), value: z.string() })),
});
export type TIdentity = z.infer<typeof ZIdentity>;

/** PUT /identity/secure/api/v1/identity/alias */
export const ZAliasRequest = z.object({ type: z.literal('Phone'), value: ZPhoneNumber });
export type TAliasRequest = z.infer<typeof ZAliasRequest>;
