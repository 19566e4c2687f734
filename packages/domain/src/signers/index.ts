export * from './signers.ts';
