export * from './validation/messages.ts';
export * from './validation/contact.ts';
export * from './validation/password.ts';
export * from './brand/brand-schema.ts';
export * from './validation/name.ts';
