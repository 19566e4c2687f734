import { z } from 'zod';
import type { TDocumentType } from '../enums/documents.ts';

/** Spec 04 section 9.1: at most 10 MB per file. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Files in one upload request: a condition may ask for several pages, never for dozens. */
export const MAX_FILES_PER_UPLOAD = 10;
/** Longest file name kept (most file systems' limit). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * What an upload may be, by content type as recognised from the bytes (never the name or the declared type).
 * HEIF is HEIC's container: phones write either brand for the same photo.
 */
export const ACCEPTED_UPLOAD_CONTENT_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIC',
} as const;
export type TAcceptedUploadContentType = keyof typeof ACCEPTED_UPLOAD_CONTENT_TYPES;
export const isAcceptedUploadContentType = (value: string | undefined): value is TAcceptedUploadContentType =>
  value !== undefined && Object.hasOwn(ACCEPTED_UPLOAD_CONTENT_TYPES, value);

/** Types a person may upload; generated documents (summary, disclosures, notices) only the server makes. */
export const UPLOADABLE_DOCUMENT_TYPES = [
  'BANK_STATEMENT',
  'BANK_LETTER',
  'CANCELLATION_PROOF',
  'CERTIFICATE_OF_TRUST',
  'DRIVERSLICENSEBACK',
  'DRIVERSLICENSEFRONT',
  'IDCARDBACK',
  'IDCARDFRONT',
  'PASSPORTFRONT',
  'PERMANENTRESIDENTBACK',
  'PERMANENTRESIDENTFRONT',
  'PROOFOFFLOODINSURANCE',
  'PROOFOFHAZARDINSURANCE',
  'PROPERTY_DESCRIPTION_SOURCE',
  'SUPPORT',
  'TRUSTAGREEMENT',
  'USER_UPLOADED_PAYSTUB',
  'WET_SIGNED_DEED',
] as const satisfies readonly TDocumentType[];
export type TUploadableDocumentType = (typeof UPLOADABLE_DOCUMENT_TYPES)[number];

export const UPLOAD_MESSAGES = {
  noFile: 'Please choose a file to upload.',
  notMultipart: 'Please send the files as multipart/form-data.',
  type: 'Please choose what kind of document this is.',
  tooManyFiles: `Please upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
  condition: 'This document request could not be found.',
  interrupted: 'The upload was interrupted. Please check your connection and try again.',
  tooLarge: (name: string) => `${name} is larger than 10 MB. Please upload a file of at most 10 MB.`,
  empty: (name: string) => `${name} is empty. Please choose another file.`,
  wrongType: (name: string) => `${name} is not a PDF, JPEG, PNG or HEIC file. Please upload one of those.`,
} as const;

export const ZUploadableDocumentType = z.enum(UPLOADABLE_DOCUMENT_TYPES, { error: UPLOAD_MESSAGES.type });

/**
 * The name kept and shown for an uploaded file: the last path segment, without control characters or
 * quotes (it goes into a content-disposition header), at most MAX_FILE_NAME_LENGTH characters.
 */
export const cleanFileName = (given: string | undefined, fallback = 'document'): string => {
  const lastSegment = (given ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || fallback).slice(0, MAX_FILE_NAME_LENGTH);
};
