import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/lib/navigation.ts';
import { routes } from './routes.tsx';

export const createAppRouter = () => {
  const router = createBrowserRouter(routes);
  // Let code outside React (the api client's 401 handling, logout) navigate without a full reload.
  setNavigator((to, options) => router.navigate(to, options));
  return router;
};
