export * from './consent.ts';
export * from './signing-rules.ts';
export * from './security-instrument.ts';
