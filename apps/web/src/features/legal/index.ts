// Legal and static pages are lazy route modules (pages/*); the footer uses the state-licenses call.
export { useStateLicenses, getStateLicenses, stateLicensesQuery } from './api/get-state-licenses.ts';
