export * from './id-documents.ts';
export * from './fcra.ts';
