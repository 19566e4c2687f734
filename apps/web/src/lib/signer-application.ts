import { isUuid } from '@lintel/domain';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The application an additional signer signs for (decision 042): kept from the invitation's accept answer, a
 * resume link's ?applicationUuid= or the first co-deed status, and sent as `?applicationUuid=` on every signer
 * call, so that a person invited to two applications always sees the one it opened. Cleared with the session.
 */
export const rememberSignerApplication = (applicationUuid: string): void => {
  if (isUuid(applicationUuid)) window.localStorage.setItem(STORAGE_KEYS.signerApplicationUuid, applicationUuid);
};

export const forgetSignerApplication = (): void => window.localStorage.removeItem(STORAGE_KEYS.signerApplicationUuid);

export const signerApplicationUuid = (): string | undefined => {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.signerApplicationUuid);
    return stored && isUuid(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

/** The query every signer call carries: the remembered application, or none (the server's latest accepted one). */
export const signerScopeQuery = (): { applicationUuid?: string } => {
  const applicationUuid = signerApplicationUuid();
  return applicationUuid ? { applicationUuid } : {};
};
