import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server.ts';
import { BROKER_IDENTITY_PATH, getIdentity, LEGACY_IDENTITY_PATH } from './get-identity.ts';

const identity = {
  uuid: '0b9a3f1e-4d7c-4a8e-9f51-2a6c3e8d1b70',
  email: 'ada@example.com',
  isBroker: false,
  roles: ['APPLICANT'],
  organizationCode: 'LINTEL',
  aliases: [],
};

describe('identity lookup', () => {
  it('uses the broker path when it answers', async () => {
    server.use(http.get(BROKER_IDENTITY_PATH, () => HttpResponse.json(identity)));
    await expect(getIdentity()).resolves.toEqual(identity);
  });

  it('falls back to the legacy path', async () => {
    server.use(
      http.get(BROKER_IDENTITY_PATH, () => HttpResponse.json({ errors: ['Not here'] }, { status: 404 })),
      http.get(LEGACY_IDENTITY_PATH, () => HttpResponse.json(identity)),
    );
    await expect(getIdentity()).resolves.toEqual(identity);
  });

  it('says "User not found" when both paths fail', async () => {
    server.use(
      http.get(BROKER_IDENTITY_PATH, () => HttpResponse.json({ errors: ['Not here'] }, { status: 404 })),
      http.get(LEGACY_IDENTITY_PATH, () => HttpResponse.text('down', { status: 503 })),
    );
    await expect(getIdentity()).rejects.toThrow('User not found');
  });
});
