// `npm start -w apps/api`: runs the server as compiled JavaScript, with no TypeScript loader at run time
// (decision 044). Bundles it first when any source is newer than the bundle; otherwise starts at once.
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverIsStale } from './build-server.mjs';

if (serverIsStale()) await buildServer();
await import(pathToFileURL(SERVER_BUNDLE).href);
