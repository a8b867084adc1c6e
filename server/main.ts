import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

// `npm start`: everything on one port with the embedded defaults.

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = await startServer(config);
// Without its content the server can do nothing useful: stop with the reason (already logged).
server.initialized.catch(() => process.exit(1));
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    server.log.info('shutting down...');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
