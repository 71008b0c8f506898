/**
 * Options for the MikroORM CLI (`npx mikro-orm ...`), read from the same environment as the app:
 * DATABASE_URL unset -> embedded PGlite kept in DATA_DIR/db; set -> PostgreSQL server.
 */
import { join } from 'node:path';
import { loadConfig } from './src/config.js';
import { ormOptions } from './src/orm-options.js';

const config = loadConfig();

export default ormOptions({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') });
