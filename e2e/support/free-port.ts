import { execFileSync } from 'node:child_process';

/**
 * Asks the kernel for a free loopback port. Synchronous because Playwright's config must be built
 * synchronously; a tiny child process does the asynchronous listen and prints the port.
 */
export const findFreePort = (): number => {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const out = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const port = Number(out.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not find a free port (got "${out}")`);
  return port;
};
