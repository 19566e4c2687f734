import type { TAuthMode } from '@lintel/domain';

/**
 * Legacy (the product keeps passwords: set-password) is the default; a build for an external identity
 * provider sets VITE_AUTH_MODE=external and registration ends on login-info instead.
 */
export const AUTH_MODE: TAuthMode = import.meta.env.VITE_AUTH_MODE === 'external' ? 'external' : 'legacy';
