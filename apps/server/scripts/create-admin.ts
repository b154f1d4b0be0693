// `npm run create-admin -- --username <name> --email <address>`: see src/create-admin.ts.
import { runCreateAdmin } from '../src/create-admin';

process.exit(await runCreateAdmin(process.argv.slice(2)));
