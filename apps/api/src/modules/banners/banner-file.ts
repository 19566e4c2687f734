import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ZBannerList, type TBanner } from '@lintel/contract';

/** Production's file is banners.json; any other environment's carries its name (banners-development.json). */
export const bannerFileName = (environment: string): string => (environment === 'production' ? 'banners.json' : `banners-${environment}.json`);

/** Names that can be a banner file (banners.json, banners-<env>.json); anything else is not served. */
export const BANNER_FILE_NAME_PATTERN = /^banners(-[a-z0-9]+)?\.json$/;

export const bannerFolder = (dataDir: string) => path.join(dataDir, 'banners');

/** The published banners of one file; a missing file is no banners. */
export const readBannerFile = async (options: { dataDir: string; fileName: string }): Promise<TBanner[]> => {
  try {
    const text = await readFile(path.join(bannerFolder(options.dataDir), options.fileName), 'utf8');
    return ZBannerList.parse(JSON.parse(text));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/**
 * Replaces the file in one step (write aside, then rename), so a reader never sees half a file.
 * The list is checked against the banner schema first: the web rejects a file that does not match.
 */
export const writeBannerFile = async (options: { dataDir: string; fileName: string; banners: TBanner[] }) => {
  const folder = bannerFolder(options.dataDir);
  await mkdir(folder, { recursive: true });
  const text = `${JSON.stringify(ZBannerList.parse(options.banners), null, 2)}\n`;
  const aside = path.join(folder, `.${options.fileName}.${randomUUID()}.tmp`);
  await writeFile(aside, text, 'utf8');
  await rename(aside, path.join(folder, options.fileName));
};
