export { BannerRegion } from './components/banner-region.tsx';
export { useBanners } from './use-banners.ts';
export { fetchBanners, bannersUrl, BANNER_APP_NAME, DEFAULT_BANNERS_URL } from './api/fetch-banners.ts';
