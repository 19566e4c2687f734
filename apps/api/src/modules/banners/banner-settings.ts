import path from 'node:path';
import { bannerFileName } from './banner-file.ts';

export type TBannerSettings = { folderUrl: string; fileName: string; publicUrl: string };

/**
 * Where banners are published: the folder of BANNERS_URL, and the file name of the environment named by
 * BANNERS_ENV. Unset, it is production's file (banners.json), which is the file the web build reads unless it was
 * built with VITE_BANNERS_ENV (decision 081): NODE_ENV alone no longer renames it, so `npm start` (development)
 * publishes what its own pages read. `nodeEnv` is kept for callers; it does not choose the name.
 */
export const readBannerSettings = (options: { nodeEnv: string; bannersUrl: string; bannersEnv: string | undefined }): TBannerSettings => {
  const folderUrl = path.posix.dirname(options.bannersUrl);
  const fileName = bannerFileName(options.bannersEnv ?? 'production');
  return { folderUrl, fileName, publicUrl: path.posix.join(folderUrl, fileName) };
};
