import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDocumentCall, listDocumentsCall, uploadDocumentsCall } from '@lintel/contract';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@lintel/domain';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { hasClosingConsent, isConsentGatedType } from './closing-consent.ts';
import { addedByOf, findAccessibleApplication, isAgent } from './document-access.ts';
import { findDocumentRow, listApplicantDocuments, listDocuments } from './find-documents.ts';
import { openDocument } from './open-document.ts';
import { receiveUploads } from './receive-uploads.ts';

// Anything that is not a uuid cannot be a document or an application: 404 like one that is not yours.
const uuidOrNotFound = (value: string): string => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

/** The documents of spec 04 section 9.1: list, download, upload. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  // Limits apply while the request streams: a part past MAX_UPLOAD_BYTES is cut off and marked, never buffered.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1000, parts: MAX_FILES_PER_UPLOAD + 10, headerPairs: 50 },
  });

  registerCall(
    app,
    listDocumentsCall,
    { preHandler: requireCaller() },
    async (request) => {
      const caller = callerOf(request);
      const application = await findAccessibleApplication({ db, caller, organizationCode: request.orgCode, applicationUuid: uuidOrNotFound(request.params.uuid) });
      return isAgent(caller) ? listDocuments({ db, applicationUuid: application.uuid }) : listApplicantDocuments({ db, applicationUuid: application.uuid });
    },
  );

  registerCall(
    app,
    uploadDocumentsCall,
    { preHandler: requireCaller(), config: { rateLimit: perMinute(60) } },
    async (request, reply) => {
      const caller = callerOf(request);
      // Checked before a byte of the body is read: nobody streams files into an application that is not theirs.
      const application = await findAccessibleApplication({ db, caller, organizationCode: request.orgCode, applicationUuid: uuidOrNotFound(request.params.uuid) });
      if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
      const created = await receiveUploads({
        db,
        files,
        parts: request.parts(),
        application,
        addedBy: addedByOf(caller),
        // An applicant answers its own conditions, not an additional signer's; an agent any of the application's.
        conditionsOf: isAgent(caller) ? undefined : { signerUuid: null },
      });
      return reply.status(201).send(created);
    },
  );

  registerCall(
    app,
    getDocumentCall,
    // The 200 is the file's bytes (no answer schema); errors go through the shared handler.
    { preHandler: requireCaller() },
    async (request, reply) => {
      const row = await findDocumentRow({ db, documentUuid: uuidOrNotFound(request.params.documentUuid) });
      if (!row) throw notFound();
      const caller = callerOf(request);
      await findAccessibleApplication({ db, caller, organizationCode: request.orgCode, applicationUuid: row.applicationUuid });
      // An additional signer's own uploads (their ID) are not the primary applicant's to open (decision 035).
      if (row.addedByKind === 'SIGNER' && !isAgent(caller)) throw notFound();
      // Nor are the closing documents before the E-SIGN consent, or after it was withdrawn (decision 079).
      if (!isAgent(caller) && isConsentGatedType(row.type) && !(await hasClosingConsent({ db, applicationUuid: row.applicationUuid }))) throw notFound();
      const { headers, body } = await openDocument({ files, row });
      return reply.headers(headers).send(body);
    },
  );
};
