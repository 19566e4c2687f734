// Money and rate math shared by the server and the web (spec 04 section 5): one calculation path.
export * from './decimal.ts';
export * from './fee-cents.ts';
export * from './round-money.ts';
export * from './cents.ts';
export * from './loan-terms.ts';
export * from './payment.ts';
export * from './schedule.ts';
export * from './interest.ts';
export * from './draw.ts';
export * from './slider.ts';
export * from './payoff.ts';
export * from './apr.ts';
export * from './offer-summary.ts';
