import type { TCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/http-error.ts';
import { findApplicationInOrgs, findOwnedApplication, type TApplicationRow } from '../application/index.ts';

const AGENT_ROLES = new Set(['AGENT', 'ADMIN']);

/**
 * The application whose documents the caller may see and add: an applicant its own (in the request's
 * organisation), an agent any in the organisations it serves. Anything else is 404, never a hint.
 */
export const findAccessibleApplication = async (options: {
  db: Db;
  caller: TCaller;
  organizationCode: string;
  applicationUuid: string;
}): Promise<TApplicationRow> => {
  const { db, caller, organizationCode, applicationUuid } = options;
  if (caller.roles.some((role) => AGENT_ROLES.has(role))) return findApplicationInOrgs({ db, uuid: applicationUuid, orgCodes: caller.orgCodes });
  if (caller.roles.includes('APPLICANT'))
    return findOwnedApplication({ db, uuid: applicationUuid, ownerIdentityUuid: caller.identityUuid, organizationCode });
  throw notFound();
};

export const isAgent = (caller: TCaller): boolean => caller.roles.some((role) => AGENT_ROLES.has(role));

/** Who added a document, as recorded on its row. */
export const addedByOf = (caller: TCaller): { addedByKind: 'AGENT' | 'APPLICANT'; addedByIdentityUuid: string } => ({
  addedByKind: caller.roles.some((role) => AGENT_ROLES.has(role)) ? 'AGENT' : 'APPLICANT',
  addedByIdentityUuid: caller.identityUuid,
});
