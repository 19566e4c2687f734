import { randomUUID } from 'node:crypto';
import type { TBanner, TCreateBannerRequest, TUpdateBannerRequest } from '@lintel/contract';
import { notFound } from '../../platform/http-error.ts';
import { readBannerFile, writeBannerFile } from './banner-file.ts';

type TFile = { dataDir: string; fileName: string };

// One writer at a time within a process: a read-modify-write must not lose another's change.
let queue: Promise<unknown> = Promise.resolve();
const serialised = <T>(work: () => Promise<T>): Promise<T> => {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
};

/** Adds a banner to the published file; answers it with its uuid and times. */
export const createBanner = (options: TFile & { request: TCreateBannerRequest; now: Date }): Promise<TBanner> =>
  serialised(async () => {
    const banners = await readBannerFile(options);
    const at = options.now.toISOString();
    const banner: TBanner = { uuid: randomUUID(), ...options.request, metadata: { createdAt: at, updatedAt: at } };
    await writeBannerFile({ ...options, banners: [...banners, banner] });
    return banner;
  });

/** Changes the sent fields of one banner; updatedAt moves, so a dismissed banner shows again (spec 03 section 4). */
export const updateBanner = (options: TFile & { uuid: string; change: TUpdateBannerRequest; now: Date }): Promise<TBanner> =>
  serialised(async () => {
    const banners = await readBannerFile(options);
    const current = banners.find((banner) => banner.uuid === options.uuid);
    if (!current) throw notFound();
    const defined = Object.fromEntries(Object.entries(options.change).filter(([, value]) => value !== undefined));
    const updated: TBanner = { ...current, ...defined, metadata: { ...current.metadata, updatedAt: options.now.toISOString() } };
    await writeBannerFile({ ...options, banners: banners.map((banner) => (banner.uuid === options.uuid ? updated : banner)) });
    return updated;
  });
