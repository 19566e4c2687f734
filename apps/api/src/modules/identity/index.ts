// The identity module: identities (applicants, signers, agents), passwords, sessions and tokens.
// Other modules use these exports, never the tables.
export { identityRoutes } from './routes.ts';
export { findIdentity, findIdentityByEmail, toIdentityResponse, type TIdentityRecord } from './find-identity.ts';
export { findSessionCaller, revokeSession, startSessionFor } from './sessions.ts';
export { createSessionCache, type TSessionCache } from './session-cache.ts';
export { sessionLifetimeOf } from './session-lifetime.ts';
export { createAgent, ensureAdmin, AgentInputError } from './create-agent.ts';
export { registerIdentity, createApplicantIdentity, IDENTITY_EXISTS } from './register-identity.ts';
export { INVALID_CREDENTIALS, checkCredentials } from './log-in.ts';
export { grantSignerRole, registerSignerIdentity } from './signer-identity.ts';
export { loginLockoutOf, type TLoginLockout } from './login-lockout.ts';
export { revokeIdentitySessions } from './revoke-identity-sessions.ts';
export { issuePasswordResetJob } from './password-reset/issue-password-reset.ts';
export { identityJobs } from './jobs.ts';
