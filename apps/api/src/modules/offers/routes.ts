import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findOffersCall,
  getApplicationDocumentCall,
  requalifyOffersCall,
  saveContactDetailsCall,
  saveHmdaCall,
  selectOfferCall,
  submitApplicationCall,
  submitAssetsPrequalCall,
} from '@lintel/contract';
import type { FastifyRequest } from 'fastify';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findOwnedApplication } from '../application/index.ts';
import { findApplicationDocument } from './application-documents.ts';
import { moveLegacyApplicationDocuments } from './move-legacy-documents.ts';
import { findOffers } from './find-offers.ts';
import { saveContactDetails, saveHmda, submitApplication } from './more-info-steps.ts';
import { acceptRequalifiedOffers, submitAssetsPrequal } from './reprice-offers.ts';
import { selectOffer } from './select-offer.ts';

const APPLICANT = { preHandler: requireCaller(['APPLICANT']) };

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  const moved = await moveLegacyApplicationDocuments({ db, files });
  if (moved > 0) app.log.info({ moved }, 'generated documents moved from database rows into the file store');
  // Owner only: a malformed uuid answers 404 like an application that is not the caller's.
  const scopeOf = (request: FastifyRequest) => {
    const { uuid } = request.params as { uuid: string };
    if (!z.uuid().safeParse(uuid).success) throw notFound();
    return { db, uuid, ownerIdentityUuid: callerOf(request).identityUuid, organizationCode: request.orgCode };
  };

  registerCall(app, findOffersCall, APPLICANT, async (request) => findOffers(scopeOf(request)));
  registerCall(app, selectOfferCall, APPLICANT, async (request) => selectOffer({ ...scopeOf(request), request: request.body }));
  registerCall(app, submitAssetsPrequalCall, APPLICANT, async (request) =>
    submitAssetsPrequal({ ...scopeOf(request), request: request.body }),
  );
  registerCall(app, requalifyOffersCall, APPLICANT, async (request) => acceptRequalifiedOffers(scopeOf(request)));
  registerCall(app, saveContactDetailsCall, APPLICANT, async (request) =>
    saveContactDetails({ ...scopeOf(request), request: request.body }),
  );
  registerCall(app, saveHmdaCall, APPLICANT, async (request) => saveHmda({ ...scopeOf(request), request: request.body }));
  registerCall(app, submitApplicationCall, APPLICANT, async (request) =>
    submitApplication({ ...scopeOf(request), request: request.body }),
  );

  registerCall(app, getApplicationDocumentCall, APPLICANT, async (request, reply) => {
    const application = await findOwnedApplication(scopeOf(request));
    const bytes = await findApplicationDocument(db, files, application, request.params.documentType);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${request.params.documentType.toLowerCase()}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(bytes));
  });
};
