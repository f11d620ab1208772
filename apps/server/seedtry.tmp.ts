import { connect, runMigrations } from './src/platform/db/client.ts';
import { seedDemoData } from './src/demo-data/seed.ts';
const database = connect('postgres://postgres@127.0.0.1:5432/seedtry');
await runMigrations(database);
await seedDemoData(database, { scale: process.argv[2] ?? 'small', log: console.log });
await database.close();
