import path from 'node:path';
import { z } from 'zod';
import { bannerFileName } from './banner-file.ts';

const DEFAULT_BANNERS_URL = '/static/banners/banners.json';

const ZBannerEnv = z.object({
  // Off the API paths, so it needs no x-org: it stands in for a public cloud-storage file.
  BANNERS_URL: z
    .string()
    .regex(/^\/(?!service-|identity|ft\/)[A-Za-z0-9._/-]+\.json$/, 'must be a path ending in .json outside the API prefixes')
    .default(DEFAULT_BANNERS_URL),
  /** Which environment's file the agents edit and the suffix rule uses; the server's NODE_ENV by default. */
  BANNERS_ENV: z.string().regex(/^[a-z0-9]+$/).optional(),
});

export type TBannerSettings = { folderUrl: string; fileName: string; publicUrl: string };

/** Where banners are published: the folder of BANNERS_URL, and the file name of this environment. */
export const readBannerSettings = (options: { nodeEnv: string; env?: NodeJS.ProcessEnv }): TBannerSettings => {
  const env = ZBannerEnv.parse({ BANNERS_URL: options.env?.BANNERS_URL || undefined, BANNERS_ENV: options.env?.BANNERS_ENV || undefined });
  const folderUrl = path.posix.dirname(env.BANNERS_URL);
  const fileName = bannerFileName(env.BANNERS_ENV ?? options.nodeEnv);
  return { folderUrl, fileName, publicUrl: path.posix.join(folderUrl, fileName) };
};
