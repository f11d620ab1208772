import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = path.resolve(import.meta.dirname, '../..');

/** The server's statements, but the tests and the demo data's seeders (whose dates are synthetic). */
const statementFiles = () =>
  readdirSync(SERVER_SRC, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.test(-helpers)?\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) => !file.includes(`${path.sep}demo-data${path.sep}`) && !file.includes(`${path.sep}test${path.sep}`),
    );

describe("the plan's day in SQL", () => {
  it("is Los Angeles' (LA_TODAY, laDateOf), never the database session's current_date", () => {
    const offenders = statementFiles().filter((file) => /\bcurrent_date\b/i.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(SERVER_SRC, file))).toEqual([]);
  });
});
