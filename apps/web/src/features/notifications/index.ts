// Notifications: the bell and its panel of conditions (spec 02 section 4). The shell's header mounts it.
export { NotificationsBell } from './components/notifications-bell.tsx';
