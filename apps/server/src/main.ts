import { ConfigError, loadConfig, type AppConfig } from './platform/config/config.ts';
import { openDatabase } from './platform/db/open-database.ts';
import { describeFailure } from './platform/db/embedded.ts';
import { buildApp } from './app.ts';
import { startPlatformServices } from './platform/services.ts';
import { signInModeProblem, usesBuiltInProvider } from './platform/auth/sign-in-mode.ts';

// Settings are parsed once, here; a bad one stops the start with one sentence naming it.
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`The portal could not start: ${error.message}`);
  process.exit(1);
}
const problem = signInModeProblem(config);
if (problem) {
  console.error(problem);
  process.exit(1);
}

// A start-up failure is told in one sentence (never an uncaught `undefined` from a library).
const { database, embedded } = await openDatabase(config, (line) => console.log(line)).catch((error: unknown) => {
  console.error(`The portal could not start: ${describeFailure(error)}`);
  process.exit(1);
});
if (config.demoMode && !config.production) {
  const { seedIfEmpty } = await import('./demo-data/seed.ts');
  await seedIfEmpty(database, { scale: config.seedScale, log: (line) => console.log(line) });
}
const app = await buildApp({ config, database, extraOrigins: config.viteDevOrigin ? [config.viteDevOrigin] : [] });
const services = await startPlatformServices(app);
await app.listen({ port: config.port, host: config.host });

console.log(`\nHealth Plan Operations Portal is running at ${config.publicUrl}`);
if (usesBuiltInProvider(config)) {
  const { DEMO_USERNAMES } = await import('./demo-data/platform.ts');
  console.log(`Demo users (password: demo): ${DEMO_USERNAMES.join(', ')}\n`);
}

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // Hub sockets first: open websockets would keep the HTTP server from closing.
  await services.stop();
  await app.close();
  await database.close();
  await embedded?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
