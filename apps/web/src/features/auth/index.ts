// What the app shell and router use from the auth feature (route modules are loaded lazily by path).
export { LogoutButton } from './components/logout-button.tsx';
export { useIdentity, getIdentity } from './api/get-identity.ts';
