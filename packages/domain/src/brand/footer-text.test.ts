import { describe, expect, it } from 'vitest';
import { copyrightLine, licensedStatesLine, showMoreStatesToCome, validLinkOrPath } from './footer-text.ts';
import { legalDocumentName } from './legal-document-name.ts';
import { sortStateLicenses } from './state-licenses.ts';
import { US_STATE_ABBREVS } from './us-states.ts';

describe('legalDocumentName', () => {
  it.each([
    'American Pacific Mortgage Corporation',
    'Cross Country Mortgage, LLC',
    'CMG Mortgage, Inc.',
    'Evergreen Moneysource Mortgage Company',
    'Fairway Independent Mortgage Corporation',
    'Guaranteed Rate, Inc.',
    'Guaranteed Rate Affinity, LLC',
    'fairway',
  ])('calls it Terms of Use for %s', (companyName) => {
    expect(legalDocumentName({ companyName })).toBe('Terms of Use');
  });

  it.each(['Lintel Lending, LLC', 'Harbor Federal Credit Union', 'Fairwayside Bank', 'Crosscountry Homes', 'The Fairway Lender'])(
    'calls it Terms of Service for %s',
    (companyName) => {
      expect(legalDocumentName({ companyName })).toBe('Terms of Service');
    },
  );
});

describe('copyrightLine', () => {
  it('shows the year only when the brand says so', () => {
    expect(copyrightLine({ companyName: 'Lintel Lending, LLC', showCopyrightYear: true }, 2026)).toBe(
      '© 2026 Lintel Lending, LLC. All rights reserved.',
    );
    expect(copyrightLine({ companyName: 'Lintel Lending, LLC', showCopyrightYear: false }, 2026)).toBe(
      '© Lintel Lending, LLC. All rights reserved.',
    );
  });
});

describe('licensedStatesLine', () => {
  it('adds "with more states to come" for a DSCR brand under 50 states', () => {
    expect(licensedStatesLine({ productKind: 'DSCR' }, ['Arizona', 'Texas'])).toBe(
      'Licensed in Arizona and Texas with more states to come',
    );
  });

  it('does not add it for a HELOC brand, nor for a DSCR brand with 50 states', () => {
    expect(licensedStatesLine({ productKind: 'HELOC' }, ['Arizona', 'California', 'Texas'])).toBe(
      'Licensed in Arizona, California and Texas',
    );
    const fifty = US_STATE_ABBREVS.filter((s) => s !== 'DC');
    expect(fifty).toHaveLength(50);
    expect(licensedStatesLine({ productKind: 'DSCR' }, fifty)).not.toContain('more states');
    expect(showMoreStatesToCome({ productKind: 'DSCR' }, 49)).toBe(true);
    expect(showMoreStatesToCome({ productKind: 'DSCR' }, 50)).toBe(false);
  });

  it('lists a single state alone', () => {
    expect(licensedStatesLine({ productKind: 'HELOC' }, ['Utah'])).toBe('Licensed in Utah');
  });
});

describe('validLinkOrPath', () => {
  it('uses a configured http or https address', () => {
    expect(validLinkOrPath('https://lintel.example/legal/privacy', '/privacy')).toBe('https://lintel.example/legal/privacy');
    expect(validLinkOrPath('http://lintel.example/terms', '/terms')).toBe('http://lintel.example/terms');
  });

  it.each([null, undefined, '', 'not a url', 'javascript:alert(1)', 'ftp://lintel.example/terms', 'mailto:a@b.example'])(
    'falls back to the relative path for %s',
    (url) => {
      expect(validLinkOrPath(url, '/privacy')).toBe('/privacy');
    },
  );
});

describe('sortStateLicenses', () => {
  it('names each state and sorts by name regardless of case', () => {
    expect(sortStateLicenses(['TX', 'AL', 'AK', 'DC', 'CA'])).toEqual([
      { abbrev: 'AL', name: 'Alabama' },
      { abbrev: 'AK', name: 'Alaska' },
      { abbrev: 'CA', name: 'California' },
      { abbrev: 'DC', name: 'District of Columbia' },
      { abbrev: 'TX', name: 'Texas' },
    ]);
  });
});
