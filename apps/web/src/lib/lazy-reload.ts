import { STORAGE_KEYS } from './storage-keys.ts';

/** Spec 01 section 9: a failed lazy page module reloads the page at most 5 times. */
export const MAX_LAZY_RELOADS = 5;

type TCounterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const readReloadCount = (storage: TCounterStorage): number => {
  const count = Number.parseInt(storage.getItem(STORAGE_KEYS.lazyReloadCount) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
};

/** After a failed load: reload while fewer than the maximum reloads happened, else show the error page. */
export const decideAfterLoadFailure = (reloadsSoFar: number, max = MAX_LAZY_RELOADS): 'reload' | 'show-error' =>
  reloadsSoFar < max ? 'reload' : 'show-error';

interface TReloadDeps {
  storage: TCounterStorage;
  reload: () => void;
}

const browserDeps = (): TReloadDeps => ({ storage: window.sessionStorage, reload: () => window.location.reload() });

/**
 * Wraps a dynamic import. A new deployment removes old chunk files, so a tab opened before it fails to
 * load a page module; a reload fetches the new index and its chunks. The counter lives in session
 * storage because it must survive those reloads, and a successful load resets it. Past the maximum the
 * error propagates to the router's error page.
 */
export const withReloadOnFailure =
  <T>(importModule: () => Promise<T>, deps: TReloadDeps = browserDeps()) =>
  async (): Promise<T> => {
    try {
      const loaded = await importModule();
      deps.storage.removeItem(STORAGE_KEYS.lazyReloadCount);
      return loaded;
    } catch (error) {
      const reloadsSoFar = readReloadCount(deps.storage);
      if (decideAfterLoadFailure(reloadsSoFar) === 'show-error') throw error;
      deps.storage.setItem(STORAGE_KEYS.lazyReloadCount, String(reloadsSoFar + 1));
      deps.reload();
      // The page is going away: keep the router waiting rather than flashing the error page.
      return new Promise<T>(() => undefined);
    }
  };
