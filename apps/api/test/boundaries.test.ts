// The server's boundary rules (eslint.config.js, decision 016) refuse what they promise to, with a reason.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

const messagesFor = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'lintel/api-boundaries').map((m) => m.message);
};

describe('the server boundary rules', () => {
  it('refuse platform/ importing a module', async () => {
    const messages = await messagesFor('apps/api/src/platform/probe.ts', "import { applicationRoutes } from '../modules/application/index.ts';\nexport const x = applicationRoutes;\n");
    expect(messages).toEqual([expect.stringMatching(/^platform\/ must not import module "application"/)]);
  });

  it("refuse another module's internals and tables, and allow its index.ts", async () => {
    const code = [
      "import { applications } from '../application/tables.ts';",
      "import { changeStatus } from '../application/change-status.ts';",
      "import { findLiabilities } from '../application/index.ts';",
      'export const x = [applications, changeStatus, findLiabilities];',
    ].join('\n');
    const messages = await messagesFor('apps/api/src/modules/offers/probe.ts', code);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/is module "application"'s tables: only that module reads and writes them/);
    expect(messages[1]).toMatch(/^Module "offers" must not import "modules\/application\/change-status.ts"/);
  });

  it('refuse a module exporting its tables, but not their types', async () => {
    expect(await messagesFor('apps/api/src/modules/bpo/index.ts', "export { bpoRequests } from './tables.ts';\n")).toHaveLength(1);
    expect(await messagesFor('apps/api/src/modules/bpo/index.ts', "export type { TBpoRequestRow } from './tables.ts';\n")).toHaveLength(0);
  });

  it('refuse process.env outside platform/config.ts', async () => {
    expect(await messagesFor('apps/api/src/modules/bpo/probe.ts', 'export const x = process.env.BPO_CHECK_EVERY_SECONDS;\n')).toEqual([
      expect.stringMatching(/^process.env is read only in platform\/config.ts/),
    ]);
    expect(await messagesFor('apps/api/src/platform/config.ts', 'export const x = process.env.PORT;\n')).toEqual([]);
  });
});
