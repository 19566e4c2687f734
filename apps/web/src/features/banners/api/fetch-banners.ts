import { parseBannerData, type TBannerData } from '@lintel/domain';

/** The application name banners are addressed to (a banner shows when its apps list includes it). */
export const BANNER_APP_NAME = 'heloc-web';
export const DEFAULT_BANNERS_URL = '/static/banners/banners.json';

/**
 * Where the banner file is: the server's BANNERS_URL (default /static/banners/banners.json), given to the
 * build as VITE_BANNERS_URL; outside production the file name carries the environment
 * (VITE_BANNERS_ENV=staging -> banners-staging.json), as the server publishes it.
 */
export const bannersUrl = (url: string = import.meta.env.VITE_BANNERS_URL || DEFAULT_BANNERS_URL, environment: string | undefined = import.meta.env.VITE_BANNERS_ENV): string =>
  environment && environment !== 'production' ? url.replace(/[^/]+\.json$/, `banners-${environment}.json`) : url;

export type TBannerFetch = { ok: true; banners: TBannerData[] } | { ok: false; error: string };

/**
 * GETs the banner file, never from a cache, abortable. A non-OK answer keeps its body as the error
 * text; a malformed file gives "Banner data does not match the expected format" (spec 03 sections 5, 7).
 */
export const fetchBanners = async (signal?: AbortSignal, url: string = bannersUrl()): Promise<TBannerFetch> => {
  try {
    const response = await fetch(url, { cache: 'no-store', signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, error: (await response.text().catch(() => '')) || `HTTP error! status: ${response.status}` };
    return parseBannerData(await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};
