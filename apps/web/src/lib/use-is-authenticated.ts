import { useSyncExternalStore } from 'react';
import { isAuthenticated, subscribeToSession } from './session.ts';

export const useIsAuthenticated = (): boolean => useSyncExternalStore(subscribeToSession, isAuthenticated, () => false);
