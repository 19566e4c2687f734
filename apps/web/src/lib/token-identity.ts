import { readToken } from './session.ts';

/**
 * The identity uuid (the token's subject) of the stored session, or undefined. The token is only read,
 * never trusted: the server checks it on every secured call; this only labels flag and telemetry requests.
 */
export const identityUuidFromToken = (token: string | null = readToken()): string | undefined => {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
};

/** The roles the stored token names (for display decisions only; the server checks every call). */
export const rolesFromToken = (token: string | null = readToken()): string[] => {
  const payload = token?.split('.')[1];
  if (!payload) return [];
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const roles = (JSON.parse(json) as { roles?: unknown }).roles;
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
};

/** An additional signer (spec 03 section 6): holds the signer role and is not the applicant. */
export const isAdditionalSignerToken = (token: string | null = readToken()): boolean => {
  const roles = rolesFromToken(token);
  return roles.includes('ADDITIONAL_SIGNER') && !roles.includes('APPLICANT');
};

const APPLICATION_PATH = /^\/account\/heloc\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/** The application uuid of an application route (/account/heloc/{uuid}/...), or undefined. */
export const applicationUuidFromPath = (pathname: string): string | undefined => APPLICATION_PATH.exec(pathname)?.[1];
