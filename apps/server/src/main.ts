/**
 * Process entry. Reads the configuration and, on the embedded default, starts the database's worker thread first
 * (pglite-host.ts, D-435): PGlite opens on its own thread while this one loads the server's modules (seconds on a busy
 * machine), so the two overlap and start stays within its budget. Then server.ts: database → HTTP → jobs.
 */
import { pino } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { startEmbeddedEngine } from './db/pglite-host.js';

const started = performance.now();

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  const embedded = config.databaseUrl || config.embeddedEngine !== 'worker'
    ? undefined
    : startEmbeddedEngine(config.dataDir, {
        // The embedded database's thread died: requests already fail fast (its socket is gone); a server without its
        // database serves nothing, so stop and let the supervisor (or the person) start it again on the same DATA_DIR.
        onExit: (error) => {
          logger.fatal({ err: error }, 'embedded database stopped; exiting');
          process.exit(1);
        },
      });
  // Awaited in openDatabase; a failure there is reported by it, not as an unhandled rejection meanwhile.
  embedded?.catch(() => undefined);
  const { runServer } = await import('./server.js');
  await runServer({ config, logger, embedded, started });
}

main().catch((error: unknown) => {
  console.error('Hatchery failed to start:', error);
  process.exit(1);
});
