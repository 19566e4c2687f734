import path from 'node:path';
import { bannerFileName } from './banner-file.ts';

export type TBannerSettings = { folderUrl: string; fileName: string; publicUrl: string };

/**
 * Where banners are published: the folder of BANNERS_URL, and the file name of this environment (BANNERS_ENV,
 * else NODE_ENV). Both settings are read and checked by the config module at start.
 */
export const readBannerSettings = (options: { nodeEnv: string; bannersUrl: string; bannersEnv: string | undefined }): TBannerSettings => {
  const folderUrl = path.posix.dirname(options.bannersUrl);
  const fileName = bannerFileName(options.bannersEnv ?? options.nodeEnv);
  return { folderUrl, fileName, publicUrl: path.posix.join(folderUrl, fileName) };
};
