import { SIGNER_BASE_PATH } from '@/lib/navigation.ts';

/**
 * Whose notary step a page serves: the applicant's (/account/heloc/{uuid}/notary/...) or a co-owner's
 * (/account/heloc/heloc-signer/notary/..., decision 043). Both use the same calls (the server answers a co-owner's
 * own participation, decision 037) and the same components; only the paths and the in-person path differ.
 */
export type TNotaryFlow = {
  uuid: string;
  coOwner: boolean;
  paths: { intro: string; session: string; error: string; done: string; manual: string | null };
};

export const primaryNotaryFlow = (uuid: string): TNotaryFlow => {
  const base = `/account/heloc/${uuid}`;
  return {
    uuid,
    coOwner: false,
    paths: { intro: `${base}/notary/intro`, session: `${base}/notary/session`, error: `${base}/notary/error`, done: base, manual: `${base}/notary/schedule-manual` },
  };
};

/** The co-owner's notary pages; the in-person path stays the primary's (decision 037). */
export const SIGNER_NOTARY_PATH = `${SIGNER_BASE_PATH}/notary`;
export const signerNotaryFlow = (uuid: string): TNotaryFlow => ({
  uuid,
  coOwner: true,
  paths: {
    intro: SIGNER_NOTARY_PATH,
    session: `${SIGNER_NOTARY_PATH}/session`,
    error: `${SIGNER_NOTARY_PATH}/error`,
    done: `${SIGNER_BASE_PATH}/intro`,
    manual: null,
  },
});
