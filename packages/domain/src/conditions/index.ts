export * from './condition-texts.ts';
export * from './condition-links.ts';
export * from './notifications.ts';
