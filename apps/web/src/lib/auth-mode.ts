import type { TAuthMode } from '@lintel/domain';

/**
 * The authentication mode this build was made for (decision 014): legacy keeps passwords in our own
 * forms; a build with VITE_AUTH_MODE=external hands sign-up and login to the identity provider. It must
 * match the server's AUTH_MODE.
 */
export const AUTH_MODE: TAuthMode = import.meta.env.VITE_AUTH_MODE === 'external' ? 'external' : 'legacy';
