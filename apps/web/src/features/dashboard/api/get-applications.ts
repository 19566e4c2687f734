// The applications read is shared with the notification bell: it lives in lib/reads.
export { APPLICATIONS_PATH, applicationsQueryOptions, getApplications, useApplications } from '@/lib/reads/applications.ts';
