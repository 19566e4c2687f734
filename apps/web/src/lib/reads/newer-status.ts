// Core functions: the contract's answer schemas are zod/mini ones (decision 063), without classic's methods.
import { parse, safeParse, type $ZodType } from 'zod/v4/core';
import { isApplicationStatus, type TApplicationStatus } from '@lintel/domain';

/**
 * Parses an answer carrying `applicationStatus` with its call's schema, which types the status as the domain's
 * enumeration. A server deployed before this web build may answer a status the build does not know yet: the rest
 * of the answer is still checked, and the status is kept as it came so that the router logs it and shows the
 * timeout page (spec 03) rather than failing the read.
 */
export const parseWithNewerStatus = <T extends { applicationStatus: TApplicationStatus }>(
  schema: $ZodType<T>,
  raw: unknown,
): T => {
  const parsed = safeParse(schema, raw);
  if (parsed.success) return parsed.data;
  const status =
    typeof raw === 'object' && raw !== null
      ? (raw as { applicationStatus?: unknown }).applicationStatus
      : undefined;
  if (typeof status !== 'string' || isApplicationStatus(status) || status.length > 100) throw parsed.error;
  const known = parse(schema, { ...(raw as object), applicationStatus: 'UNKNOWN' });
  return { ...known, applicationStatus: status as TApplicationStatus };
};
