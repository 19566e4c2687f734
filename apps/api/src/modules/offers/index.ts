// The offers module: pricing, the offer set and the applicant's choice, and the steps from the offer to the
// submitted application (contact, HMDA, summary, submit) with their documents. Other modules use these exports.
export { offersRoutes } from './routes.ts';
export { priceApplication, initialOfferColumns, findDefaultOffer } from './price-application.ts';
export { priceOffers, recordingTaxFor, type TPriceOffersInput, type TPricedOffers } from './price-offers.ts';
export { findPayoffLiabilityUuids } from './details-store.ts';
export { storeApplicationDocument, findApplicationDocument } from './application-documents.ts';
export { propertyConditionFromAvmConfidence, propertyConditionOf } from './property-condition.ts';
export { offersJobs } from './jobs.ts';
export { GENERATE_APP_DISCLOSURES_JOB, GENERATE_SUMMARY_DISCLOSURE_JOB } from './generate-disclosure-jobs.ts';
export { computePayoffDraw, savePayoffMarks, PAYOFF_TOO_LARGE_MESSAGE, type TPayoffDraw } from './payoff-choice.ts';
export { reviewOfferAfterHardPull, type THardPullReview } from './review-after-hard-pull.ts';
export { renderTextPdf, type TPdfSection } from './render-text-pdf.ts';
export { findClosingOffer, type TClosingOffer } from './closing-offer.ts';
