import { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export const loanOfficerPath = (uuid: string) => `/service-lead-portal/api/lo/${encodeURIComponent(uuid)}`;
export const loanOfficerLicensedStatesPath = (uuid: string) => `${loanOfficerPath(uuid)}/licensed-states`;

/** The loan originator of spec 03 section 7, read leniently: only the contact and the licensing rule are used. */
export const ZLoanOfficer = z.object({
  userInfo: z
    .object({ firstName: z.string().nullish(), lastName: z.string().nullish(), nmls: z.string().nullish() })
    .partial()
    .nullish(),
  originatorDisplayInfo: z
    .object({ phoneNumber: z.string().nullish(), email: z.string().nullish() })
    .partial()
    .nullish(),
  enforceLicensedStatesForReferral: z.boolean().nullish(),
});
export type TLoanOfficer = z.infer<typeof ZLoanOfficer>;

const ZLicensedStates = z.union([
  z.array(z.string()),
  z.object({ licensedStates: z.array(z.string()) }).transform((v) => v.licensedStates),
]);

/** GET lo/{uuid}?organization: a 400 or 404 means the referrer parameter is not a known loan officer. */
export const getLoanOfficer = async (uuid: string, organization: string): Promise<TLoanOfficer> =>
  ZLoanOfficer.parse(await api.get(loanOfficerPath(uuid), { query: { organization }, context: 'external' }));

export const getLoanOfficerLicensedStates = async (uuid: string, organization: string): Promise<string[]> =>
  ZLicensedStates.parse(
    await api.get(loanOfficerLicensedStatesPath(uuid), { query: { organization }, context: 'external' }),
  );
