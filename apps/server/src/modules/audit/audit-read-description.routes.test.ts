import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memberDataReadMessage } from '@portal/contracts/audit/audit-read-description';

/** Every member-data route of the permission list (docs/permissions.md: route, verb, module, action, member data). */
function memberDataRoutes(): string[] {
  const list = readFileSync(new URL('../../../../../docs/permissions.md', import.meta.url), 'utf8');
  return list
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells[1]?.startsWith('/') && cells[5] === 'yes')
    .map((cells) => `${cells[2]} ${cells[1]}`);
}

describe('the words of an old read of any member-data route', () => {
  it('never run words together (no word longer than "authorizations")', () => {
    const routes = memberDataRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const runTogether = routes
      .map((route) => [route, memberDataReadMessage(route)] as const)
      .filter(([, words]) => words.split(/[^A-Za-z]+/).some((word) => word.length > 14));
    expect(runTogether).toEqual([]);
  });
});
