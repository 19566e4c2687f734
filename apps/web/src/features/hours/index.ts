export { useSupportHours, getSupportHours, SUPPORT_HOURS_PATH } from './api/get-support-hours.ts';
export { SupportHours } from './support-hours.tsx';
