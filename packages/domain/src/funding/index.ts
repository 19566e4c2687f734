// The business-day rule (business-days.ts) is imported by the server through its own path
// (@lintel/domain/funding/business-days) so that its holiday data stays out of the web's bundles.
export * from './funding-rules.ts';
export * from './property-time-zone.ts';
