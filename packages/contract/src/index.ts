export * from './errors.ts';
export * from './identity.ts';
export * from './profile.ts';
export * from './application.ts';
export * from './create-application.ts';
export * from './ops.ts';
export * from './brand.ts';
export * from './credit.ts';
