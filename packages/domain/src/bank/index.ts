export * from './routing-number.ts';
export * from './bank-accounts.ts';
export * from './autopay-discount.ts';
