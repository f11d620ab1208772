import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = path.resolve(import.meta.dirname, '../..');

/** Files that answer the outside world: the route files and the live hub's handlers (they import socket.io). */
const wireFiles = () =>
  readdirSync(SERVER_SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test(-helpers)?\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      if (file.endsWith('.routes.ts')) return true;
      return /from 'socket\.io'/.test(readFileSync(file, 'utf8'));
    });

describe('request, response and hub message schemas', () => {
  it('live in packages/contracts: route and hub files import zod for its types only', () => {
    const files = wireFiles();
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => /^import \{[^}]*\} from 'zod'/m.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(SERVER_SRC, file))).toEqual([]);
  });
});
