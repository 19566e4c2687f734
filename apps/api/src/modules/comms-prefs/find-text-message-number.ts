import { and, desc, eq } from 'drizzle-orm';
import { toPhoneDigits } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import { userConsents } from './tables.ts';

/**
 * The mobile number a person agreed to receive transactional text messages at (SMS_TRANSACTIONAL, spec 02
 * section 3) in one organisation: the number of their latest record when that record is an opt-in, else null.
 * Marketing consent (SMS) does not count: it covers offers, not news of an application.
 */
export const findTextMessageNumber = async (options: {
  db: Db;
  organizationCode: string;
  identityUuid: string;
}): Promise<string | null> => {
  const [latest] = await options.db
    .select({ optInOut: userConsents.optInOut, phone: userConsents.phone })
    .from(userConsents)
    .where(
      and(
        eq(userConsents.identityUuid, options.identityUuid),
        eq(userConsents.organizationCode, options.organizationCode),
        eq(userConsents.consentType, 'SMS_TRANSACTIONAL'),
      ),
    )
    .orderBy(desc(userConsents.createdAt), desc(userConsents.uuid))
    .limit(1);
  if (latest?.optInOut !== 'OPT_IN') return null;
  const digits = toPhoneDigits(latest.phone).replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? digits : null;
};
