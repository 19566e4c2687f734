export * from './income-methods.ts';
