import { isApplicationStatus, type TApplicationStatus } from '@lintel/domain';

/**
 * Statuses after which the application no longer counts as active: it stops blocking a new
 * application (verify-ability-to-start) and the one-active-per-organisation rule.
 */
const INACTIVE_STATUSES: ReadonlySet<string> = new Set<TApplicationStatus>(['COMPLETE', 'CANCELLED', 'DECLINED']);

export const isActiveStatus = (status: string): boolean => !INACTIVE_STATUSES.has(status);

export const toKnownStatus = (status: string): TApplicationStatus | null => (isApplicationStatus(status) ? status : null);
