// npm run create-agent -- --email a@b.c --password '...' [--admin] [--org LINTEL,LINTEL_NY]
// Creates (or updates the roles and organisations of) an agent who logs in on the agent path.
import { parseArgs } from 'node:util';
import { AgentInputError, createAgent } from '../modules/identity/index.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';

const USAGE = 'Usage: npm run create-agent -- --email agent@example.com --password "Strong-Pass-123!" [--admin] [--org LINTEL,LINTEL_NY]';

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, admin: { type: 'boolean', default: false }, org: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const orgCodes = values.org ? values.org.split(',').map((code) => code.trim()).filter(Boolean) : undefined;
    const { created } = await createAgent({ db: database.db, email: values.email, password: values.password, admin: values.admin, orgCodes });
    console.log(`${created ? 'Created' : 'Updated'} ${values.admin ? 'admin' : 'agent'} ${values.email}`);
    return 0;
  } finally {
    await database.close();
  }
};

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof AgentInputError || error instanceof ConfigError) console.error(error.message);
    else console.error('Could not create the agent:', (error as Error).message);
    process.exit(1);
  });
