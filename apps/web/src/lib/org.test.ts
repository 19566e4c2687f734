import { describe, expect, it } from 'vitest';
import { listBrands, MAIN_ORG_CODE } from '@lintel/brands';
import { getOrgCode } from './org.ts';

const otherOrg = listBrands().find((brand) => brand.orgCode !== MAIN_ORG_CODE)!.orgCode;

describe('getOrgCode', () => {
  it('uses a known ?org= and remembers it for the tab', () => {
    const storage = window.sessionStorage;
    expect(getOrgCode({ search: `?org=${otherOrg.toLowerCase()}`, hostname: 'localhost' }, storage)).toBe(otherOrg);
    expect(getOrgCode({ search: '', hostname: 'localhost' }, storage)).toBe(otherOrg);
  });

  it('ignores an unknown ?org= and falls back to the main brand', () => {
    expect(getOrgCode({ search: '?org=NOT_A_LENDER', hostname: 'localhost' }, window.sessionStorage)).toBe(MAIN_ORG_CODE);
  });
});
