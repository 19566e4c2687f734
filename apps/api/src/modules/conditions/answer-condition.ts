import { CONDITION_TEXTS, CONDITION_UPLOAD_NEEDED, MSG } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { countConditionDocuments } from '../documents/index.ts';
import { findIdentity } from '../identity/index.ts';
import { findCondition, resolveCondition, submitCondition, type TConditionAudience } from './condition-store.ts';
import type { TConditionRow } from './tables.ts';

export const PHONE_RESOLUTION = 'Phone number provided by the borrower';
export const CONDITION_CLOSED_MESSAGE = 'This request has already been completed.';
export const ID_CONDITION_MESSAGE = 'Please verify your identity on the identity page.';

/**
 * The borrower says they have done what a condition asks. A missing phone number resolves at once when
 * the borrower's identity now has a phone alias (saved by the alias call just before); an upload condition,
 * once at least one document was uploaded for it, leaves the borrower's to-do list and waits for an agent's review. The ID condition is answered by the
 * identity check itself, not here.
 */
export const answerCondition = async (options: {
  db: Db;
  applicationUuid: string;
  conditionUuid: string;
  identityUuid: string;
} & TConditionAudience): Promise<TConditionRow> => {
  const condition = await findCondition(options);
  if (!condition) throw notFound();
  if (condition.resolvedAt) throw badRequest(CONDITION_CLOSED_MESSAGE);
  const category = condition.categoryEnum as keyof typeof CONDITION_TEXTS;
  const action = CONDITION_TEXTS[category]?.action;
  if (action === 'identity') throw badRequest(ID_CONDITION_MESSAGE);
  if (action === 'phone-number') {
    const identity = await findIdentity({ db: options.db, identityUuid: options.identityUuid });
    if (!identity?.phoneAlias) throw badRequest(MSG.phoneRequired);
    return resolveCondition({ ...options, resolvedByIdentityUuid: options.identityUuid, resolution: PHONE_RESOLUTION });
  }
  if ((await countConditionDocuments(options)) === 0) throw badRequest(CONDITION_UPLOAD_NEEDED);
  return submitCondition(options);
};
