import { z } from 'zod/mini';
import { api } from '@/lib/api-client.ts';
import { loanOriginatorPath } from '@/lib/loan-originator.ts';

export const loanOfficerLicensedStatesPath = (uuid: string) => `${loanOriginatorPath(uuid)}/licensed-states`;

const ZLicensedStates = z.union([
  z.array(z.string()),
  z.pipe(z.object({ licensedStates: z.array(z.string()) }), z.transform((v) => v.licensedStates)),
]);

/** GET lo/{uuid}/licensed-states?organization: the states the referring loan officer may take applications in. */
export const getLoanOfficerLicensedStates = async (uuid: string, organization: string): Promise<string[]> =>
  ZLicensedStates.parse(
    await api.get(loanOfficerLicensedStatesPath(uuid), { query: { organization }, context: 'external' }),
  );
