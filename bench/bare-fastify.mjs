// Bare Fastify's hello-world on a loopback port (argv[2]): the framework's own ceiling on this machine, loaded in
// the same run as the server's calls (bench/request-cost.ts). Prints "listening" once it answers.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
