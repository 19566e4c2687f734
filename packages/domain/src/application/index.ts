export * from './status.ts';
export * from './transitions.ts';
