export * from './status.ts';
export * from './transitions.ts';
export * from './next-screen.ts';
export * from './polling.ts';
export * from './derived-facts.ts';
export * from './progress.ts';
export * from './status-label.ts';
