// The outbox module: every email and text message to a person (spec 04 section 9.2, decision 019).
// Other modules call queueMessage inside their own transaction; the ops module reads a person's messages (findMessagesTo).
export { queueMessage } from './queue-message.ts';
export { findMessagesTo } from './find-messages-to.ts';
export { buildAppLink, type TMessage, type TEmailContent } from './message.ts';
export { deliverMessageJob } from './deliver-message.ts';
export { outboxJobs } from './jobs.ts';
export { outboxRoutes } from './routes.ts';
