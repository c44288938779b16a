import { createApp, listen } from './app';
import { loadConfig } from './config';
import { logger } from './logger';

const config = loadConfig();
const app = await createApp(config, { announce: (message) => console.log(`\n${message}\n`) });
await listen(app, config.port);
logger.info(`Servidor em http://localhost:${config.port} (${app.db.engine})`);
