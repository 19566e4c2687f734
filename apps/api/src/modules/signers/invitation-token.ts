import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the invitation link carries (in its fragment). */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps: a fast hash is enough for 256 random bits. */
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');
