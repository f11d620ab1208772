import { moduleById } from '@portal/contracts/platform/modules';
import type { RegisteredRoute } from './route-access.ts';
import { needsDeclaration } from './route-access.ts';

/** How to bring docs/permissions.md in line with the code after a deliberate change of access. */
const REGENERATE_COMMAND = 'npm run permissions -w apps/server';
export const REGENERATE_PERMISSIONS = `${REGENERATE_COMMAND} (or UPDATE_PERMISSIONS=1 with the permission-list test)`;

const describeAccess = (route: RegisteredRoute): [string, string] => {
  const access = route.access;
  if (access === undefined) return ['UNDECLARED', ''];
  if (access === 'public' || access === 'signed-in') return [access, ''];
  const keys = (access.anyOf ?? [access.module]).map((id) => moduleById(id)?.key ?? `module ${id}`);
  return [keys.join(' or '), access.action];
};

/**
 * The permission list: every guarded route of the app with its verb, module, action and whether it returns member data,
 * one line per route, sorted by path then verb. Committed as docs/permissions.md so a change of access shows in a diff.
 */
export function permissionList(routes: readonly RegisteredRoute[]): string {
  const rows = routes
    .filter((route) => needsDeclaration(route.url))
    .map((route) => {
      const [module, action] = describeAccess(route);
      // Sorted by code points, not the locale, so every machine writes the same file.
      return {
        order: `${route.url.toLowerCase()} ${route.url} ${route.method}`,
        line: `| ${route.url} | ${route.method} | ${module} | ${action} | ${route.memberData ? 'yes' : ''} |`,
      };
    })
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  return [
    '# Permission list',
    '',
    "Generated from the running app's route registry (`apps/server/src/platform/access/permission-list.ts`); do not edit by hand.",
    `A test fails when this list differs from the code; after a deliberate change of access run \`${REGENERATE_COMMAND}\`.`,
    'Module is a key of the module catalogue (`packages/contracts/src/platform/modules.ts`); `public` routes need no sign-in,',
    '`signed-in` routes any signed-in user. Member data: every successful answer writes a read-audit row.',
    '',
    '| Route | Verb | Module | Action | Member data |',
    '| --- | --- | --- | --- | --- |',
    ...[...new Set(rows.map((row) => row.line))],
    '',
  ].join('\n');
}
