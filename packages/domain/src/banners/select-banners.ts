import { z } from 'zod/mini';

/** Spec 03 section 5: the one error text for a banner file that is not a list of well-formed banners. */
export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format';
/** Spec 03 section 9: at most this many banners show by default. */
export const MAX_VISIBLE_BANNERS = 2;

/**
 * A banner as the file holds it (spec 03 section 3). uuid, message, a non-empty apps list and variant
 * are required; the rest is read leniently: a banner without `active` is not shown, without `dismissable`
 * cannot be dismissed.
 */
export const ZBannerData = z.object({
  uuid: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  apps: z.array(z.string()).check(z.minLength(1)),
  variant: z.enum(['info', 'warn']),
  active: z._default(z.optional(z.boolean()), false),
  dismissable: z._default(z.optional(z.boolean()), false),
  metadata: z._default(z.optional(z.object({ createdAt: z.optional(z.string()), updatedAt: z.optional(z.string()) })), {}),
});
export type TBannerData = z.infer<typeof ZBannerData>;

export type TBannerParse = { ok: true; banners: TBannerData[] } | { ok: false; error: string };

/** Checks a fetched banner file: any malformed banner rejects the whole file with BANNER_FORMAT_ERROR. */
export const parseBannerData = (data: unknown): TBannerParse => {
  const result = z.array(ZBannerData).safeParse(data);
  return result.success ? { ok: true, banners: result.data } : { ok: false, error: BANNER_FORMAT_ERROR };
};

/** Banner uuid -> the time (ISO 8601) it was dismissed on this device. */
export type TDismissals = Record<string, string>;

const timeOf = (iso: string | undefined): number => {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? 0 : time;
};

/** Reads the stored dismissals leniently: anything unreadable counts as no dismissal. */
export const parseDismissals = (text: string | null): TDismissals => {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
};

/** The dismissals with this banner dismissed now. */
export const recordDismissal = (dismissals: TDismissals, uuid: string, now: Date): TDismissals => ({ ...dismissals, [uuid]: now.toISOString() });

/** A dismissed banner stays hidden unless it was updated after it was dismissed (spec 03 section 4). */
export const isBannerDismissed = (banner: TBannerData, dismissals: TDismissals): boolean => {
  const dismissedAt = dismissals[banner.uuid];
  if (dismissedAt === undefined) return false;
  return timeOf(banner.metadata.updatedAt) <= timeOf(dismissedAt);
};

/**
 * The banners to show: active ones whose apps include this application, not dismissed (or updated since),
 * newest createdAt first, at most `max`.
 */
export const selectVisibleBanners = (options: {
  banners: readonly TBannerData[];
  appName: string;
  dismissals: TDismissals;
  max?: number;
}): TBannerData[] =>
  options.banners
    .filter((banner) => banner.active && banner.apps.includes(options.appName) && !isBannerDismissed(banner, options.dismissals))
    .sort((a, b) => timeOf(b.metadata.createdAt) - timeOf(a.metadata.createdAt))
    .slice(0, options.max ?? MAX_VISIBLE_BANNERS);
