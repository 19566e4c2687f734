// The notary module (issue 13, spec 04 section 9.5; decision 032): remote online notarization sessions (several
// participants, signalling websocket, identity questions, seal, journal, recording) and the manual notary path.
export { notaryRoutes } from './routes.ts';
export { notaryJobs } from './jobs.ts';
