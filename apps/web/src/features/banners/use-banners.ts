import { useCallback, useEffect, useState } from 'react';
import { parseDismissals, recordDismissal, selectVisibleBanners, type TBannerData, type TDismissals } from '@lintel/domain';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { BANNER_APP_NAME, fetchBanners } from './api/fetch-banners.ts';

const readDismissals = (): TDismissals => {
  try {
    return parseDismissals(window.localStorage.getItem(STORAGE_KEYS.dismissedBanners));
  } catch {
    return {};
  }
};

const writeDismissals = (dismissals: TDismissals) => {
  try {
    window.localStorage.setItem(STORAGE_KEYS.dismissedBanners, JSON.stringify(dismissals));
  } catch {
    // Storage full or blocked: the banner is hidden for this page view only.
  }
};

export type TBannersState = { banners: TBannerData[]; error: string | null; dismiss: (uuid: string) => void };

/**
 * The banners to show on this page (spec 03 section 4): fetched once per page load (again when
 * `reloadKey` changes), filtered, sorted and capped by the domain rule; dismissals remembered per uuid.
 */
export const useBanners = (options: { appName?: string; reloadKey?: unknown } = {}): TBannersState => {
  const appName = options.appName ?? BANNER_APP_NAME;
  const [all, setAll] = useState<TBannerData[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [dismissals, setDismissals] = useState<TDismissals>(readDismissals);

  useEffect(() => {
    const controller = new AbortController();
    fetchBanners(controller.signal).then(
      (result) => {
        if (result.ok) {
          setAll(result.banners);
          setError(null);
        } else {
          // Spec: the error text is kept and nothing is shown.
          setAll([]);
          setError(result.error);
        }
      },
      () => undefined, // aborted: the component is gone or a newer fetch runs
    );
    return () => controller.abort();
  }, [options.reloadKey]);

  const dismiss = useCallback(
    (uuid: string) => {
      const banner = all.find((b) => b.uuid === uuid);
      if (!banner?.dismissable) return;
      setDismissals((current) => {
        const next = recordDismissal(current, uuid, new Date());
        writeDismissals(next);
        return next;
      });
    },
    [all],
  );

  return { banners: selectVisibleBanners({ banners: all, appName, dismissals }), error, dismiss };
};
