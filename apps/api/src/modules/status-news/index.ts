// The status-news module: the applicant's email (and text message, where agreed to) when an application enters a
// milestone status, written in the status change's transaction through the outbox (decision 080).
export { statusNewsPlugin } from './status-news-plugin.ts';
