import type { TIdType } from '@lintel/domain';

/** One side of an ID as the check sees it: the stored image's name, content type and hash (never the bytes here). */
export type TIdImage = { name: string; contentType: string; sha256: string };

export type TIdCheckInput = {
  idType: TIdType;
  front: TIdImage;
  back: TIdImage | null;
  applicant: { firstName: string; lastName: string };
};

/** VERIFIED, or FAILED_VERIFICATION with the vendor's reason codes (recorded, never shown as they are). */
export type TIdCheckResult = { result: 'VERIFIED' | 'FAILED_VERIFICATION'; reasons: string[]; reference: string };

/** Identity verification from document images (spec 04 section 4): a real vendor replaces the sandbox here. */
export interface TIdentityCheck {
  analyzeId(input: TIdCheckInput): Promise<TIdCheckResult>;
}
