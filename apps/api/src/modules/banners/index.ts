// The banners module: the public banner file (spec 03 "Banners") and the agent calls that edit it.
export { bannerRoutes } from './routes.ts';
export { bannerFileName } from './banner-file.ts';
export { readBannerSettings } from './banner-settings.ts';
