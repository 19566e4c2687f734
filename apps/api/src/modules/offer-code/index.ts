// The offer-code module: direct-mail offer codes that prefill registration.
export { offerCodeRoutes } from './routes.ts';
export { checkOfferCodeForApplication } from './find-offer-code.ts';
export { SAMPLE_OFFER_CODES } from './sample-offer-codes.ts';
