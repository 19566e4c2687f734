export * from './register-data.ts';
export * from './steps.ts';
export * from './progress.ts';
export * from './step-schemas.ts';
export * from './waitlist.ts';
export * from './referral.ts';
export * from './prefill.ts';
export * from './start-block.ts';
