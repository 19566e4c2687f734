import { useMatches } from 'react-router';
import { isStateScreenKey, STATE_SCREENS, type TStateScreenKey } from '../state-screens.ts';
import { StateScreen } from './state-screen.tsx';

/** Route handle naming which state screen a route shows (one lazy module serves them all). */
export interface TStateScreenHandle {
  stateScreen: TStateScreenKey;
}

const screenKeyOf = (handle: unknown): TStateScreenKey | undefined => {
  const key = (handle as Partial<TStateScreenHandle> | null | undefined)?.stateScreen;
  return isStateScreenKey(key) ? key : undefined;
};

export const StateScreenPage = () => {
  const key = useMatches()
    .map((match) => screenKeyOf(match.handle))
    .filter((found) => found !== undefined)
    .at(-1);
  return <StateScreen screen={STATE_SCREENS[key ?? 'timeout']} />;
};

export { StateScreenPage as Component };
