import { describe, expect, it } from 'vitest';
import {
  BANNER_FORMAT_ERROR,
  parseBannerData,
  parseDismissals,
  recordDismissal,
  selectVisibleBanners,
  type TBannerData,
} from './select-banners.ts';

const banner = (uuid: string, createdAt: string, extra: Partial<TBannerData> = {}): TBannerData => ({
  uuid,
  message: `Message ${uuid}`,
  apps: ['heloc-web'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt, updatedAt: createdAt },
  ...extra,
});

describe('parseBannerData', () => {
  it('accepts a list of well-formed banners', () => {
    const result = parseBannerData([banner('a', '2026-01-01T00:00:00Z')]);
    expect(result.ok && result.banners.map((b) => b.uuid)).toEqual(['a']);
  });

  it.each([
    ['no uuid', { message: 'm', apps: ['x'], variant: 'info' }],
    ['no message', { uuid: 'u', apps: ['x'], variant: 'info' }],
    ['empty apps', { uuid: 'u', message: 'm', apps: [], variant: 'info' }],
    ['no variant', { uuid: 'u', message: 'm', apps: ['x'] }],
  ])('rejects the whole file when a banner has %s', (_, bad) => {
    expect(parseBannerData([banner('a', '2026-01-01T00:00:00Z'), bad])).toEqual({ ok: false, error: BANNER_FORMAT_ERROR });
  });

  it('rejects something that is not a list', () => {
    expect(parseBannerData({ banners: [] })).toEqual({ ok: false, error: 'Banner data does not match the expected format' });
  });
});

describe('selectVisibleBanners', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('shows active banners of this app, newest first, at most 2', () => {
    const banners = [
      banner('old', '2026-01-01T00:00:00Z'),
      banner('newest', '2026-02-03T00:00:00Z'),
      banner('middle', '2026-02-01T00:00:00Z'),
      banner('inactive', '2026-02-04T00:00:00Z', { active: false }),
      banner('other-app', '2026-02-05T00:00:00Z', { apps: ['signer-web'] }),
    ];
    expect(selectVisibleBanners({ banners, appName: 'heloc-web', dismissals: {} }).map((b) => b.uuid)).toEqual(['newest', 'middle']);
    expect(selectVisibleBanners({ banners, appName: 'heloc-web', dismissals: {}, max: 5 }).map((b) => b.uuid)).toEqual(['newest', 'middle', 'old']);
  });

  it('hides a dismissed banner until it is updated after the dismissal', () => {
    const shown = banner('a', '2026-02-01T00:00:00Z');
    const dismissals = recordDismissal({}, 'a', now);
    expect(selectVisibleBanners({ banners: [shown], appName: 'heloc-web', dismissals })).toEqual([]);
    const updated = { ...shown, metadata: { createdAt: shown.metadata.createdAt, updatedAt: '2026-03-01T12:00:01Z' } };
    expect(selectVisibleBanners({ banners: [updated], appName: 'heloc-web', dismissals }).map((b) => b.uuid)).toEqual(['a']);
  });
});

describe('parseDismissals', () => {
  it('reads the stored map and ignores anything unreadable', () => {
    expect(parseDismissals(JSON.stringify({ a: '2026-01-01T00:00:00.000Z', b: 3 }))).toEqual({ a: '2026-01-01T00:00:00.000Z' });
    expect(parseDismissals('not json')).toEqual({});
    expect(parseDismissals(null)).toEqual({});
    expect(parseDismissals('[1]')).toEqual({});
  });
});
