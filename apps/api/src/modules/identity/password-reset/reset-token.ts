import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the link carries. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps: a fast hash is enough for 256 random bits (nothing to guess). */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');
