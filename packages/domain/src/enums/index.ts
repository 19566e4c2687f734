export * from './us-states.ts';
export * from './documents.ts';
export * from './property.ts';
export * from './underwriting.ts';
export * from './payments.ts';
export * from './consents.ts';
export * from './feedback-topics.ts';
export * from './employment.ts';
