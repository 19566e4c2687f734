export * from './ron-states.ts';
export * from './kba.ts';
export * from './notary-rules.ts';
export * from './notary-hours.ts';
