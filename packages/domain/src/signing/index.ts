export * from './consent.ts';
export * from './signing-rules.ts';
