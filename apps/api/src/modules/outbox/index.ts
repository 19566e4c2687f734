// The outbox module: every email and text message to a person (spec 04 section 9.2, decision 019).
// Other modules call queueMessage inside their own transaction; nothing else here is theirs to use.
export { queueMessage } from './queue-message.ts';
export { buildAppLink, type TMessage, type TEmailContent } from './message.ts';
export { deliverMessageJob } from './deliver-message.ts';
export { outboxJobs } from './jobs.ts';
export { outboxRoutes } from './routes.ts';
