// The chat module (spec 03 sections 4, 7 and 9; decision 029): live chat with agents and the chatbot, their
// websocket, and fan-out across server processes through PostgreSQL LISTEN/NOTIFY.
export { chatRoutes } from './routes.ts';
