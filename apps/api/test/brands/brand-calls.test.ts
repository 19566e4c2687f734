import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOrganizationInfo } from '@lintel/contract';
import { buildTestApp, json, type TTestApp } from '../helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const STATE_LICENSES = '/service-application/external/api/v1/heloc/state-licenses';
const ORGANIZATION = '/service-brand/external/api/v1/organization';

describe('GET state-licenses', () => {
  it('lists the organisation licensed states by name, case-insensitively sorted', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${STATE_LICENSES}?orgCode=HARBOR_CU`, headers: json() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { abbrev: 'CT', name: 'Connecticut' },
      { abbrev: 'ME', name: 'Maine' },
      { abbrev: 'MA', name: 'Massachusetts' },
      { abbrev: 'NH', name: 'New Hampshire' },
      { abbrev: 'RI', name: 'Rhode Island' },
      { abbrev: 'VT', name: 'Vermont' },
    ]);
  });

  it('sorts a long list the way a person reads it and accepts the org code in any case', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${STATE_LICENSES}?orgCode=lintel`, headers: json() });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ abbrev: string; name: string }[]>().map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names.slice(0, 2)).toEqual(['Alabama', 'Alaska']);
    expect(names).not.toContain('Hawaii');
    expect(names).not.toContain('New York');
  });

  it('refuses an unknown or missing orgCode with 400 and a plain message', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `${STATE_LICENSES}?orgCode=NOPE`, headers: json() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: ['No private label data found: unknown organization code'] });
    const missing = await t.app.inject({ method: 'GET', url: STATE_LICENSES, headers: json() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(['orgCode is required']);
  });

  it('needs the x-org header like every API call', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${STATE_LICENSES}?orgCode=LINTEL` });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET organization', () => {
  it('describes the requested organisation with its brand config and legal document name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ORGANIZATION}?orgCode=fairway`, headers: json() });
    expect(res.statusCode).toBe(200);
    const info = ZOrganizationInfo.parse(res.json());
    expect(info).toMatchObject({
      orgCode: 'FAIRWAY',
      canonicalOrgCode: 'FAIRWAY',
      legalDocumentName: 'Terms of Use',
      orgMetaData: { products: { heloc: { enabled: true } } },
    });
    expect(info.brandConfig.companyName).toBe('Fairway Independent Mortgage Corporation');
    expect(info.brandConfig.isSampleData).toBe(true);
    expect(info.brandConfig.theme.colors.primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('describes the x-org organisation when no orgCode is given', async () => {
    const res = await t.app.inject({ method: 'GET', url: ORGANIZATION, headers: json({ 'x-org': 'LINTEL_NY' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orgCode: 'LINTEL_NY',
      canonicalOrgCode: 'LINTEL',
      legalDocumentName: 'Terms of Service',
      brandConfig: { allowRegulatorReview: false, licensedStates: ['NY'] },
    });
  });

  it('refuses an unknown orgCode', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ORGANIZATION}?orgCode=NOPE`, headers: json() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['No private label data found: unknown organization code'] });
  });
});
