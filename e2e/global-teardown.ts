import fs from 'node:fs';
import { sessionsDir } from './fixtures.ts';

/** Removes the run's stored demo sessions (fixtures.ts): their tokens are of no use after the run. */
export default function globalTeardown(): void {
  fs.rmSync(sessionsDir, { recursive: true, force: true });
}
