import { describe, expect, it } from 'vitest';
import { boundaryProblem } from './import-boundaries.js';

describe('import boundaries', () => {
  it('a web module may import its own files, ui/, lib/ and contracts, never another module', () => {
    expect(
      boundaryProblem(
        'apps/web/src/modules/audit/AuditScreen.tsx',
        './api/history.ts',
        'apps/web/src/modules/audit/api/history.ts',
      ),
    ).toBeUndefined();
    expect(
      boundaryProblem(
        'apps/web/src/modules/audit/AuditScreen.tsx',
        '../../ui/DataGrid.tsx',
        'apps/web/src/ui/DataGrid.tsx',
      ),
    ).toBeUndefined();
    expect(
      boundaryProblem('apps/web/src/modules/audit/AuditScreen.tsx', '@portal/contracts/audit/audit', undefined),
    ).toBeUndefined();
    expect(
      boundaryProblem(
        'apps/web/src/modules/invalid-member-portal/Screen.tsx',
        '../enrollment-submission/SubmissionQueueScreen.tsx',
        'apps/web/src/modules/enrollment-submission/SubmissionQueueScreen.tsx',
      ),
    ).toMatch(/'invalid-member-portal' imports the module 'enrollment-submission'/);
  });

  it('ui/ and lib/ never import a module; the app shell may wire them', () => {
    expect(
      boundaryProblem('apps/web/src/ui/DataGrid.tsx', '../modules/audit/x.ts', 'apps/web/src/modules/audit/x.ts'),
    ).toMatch(/ui\/ and lib\/ never import a module/);
    expect(
      boundaryProblem('apps/web/src/lib/api.ts', '../modules/audit/x.ts', 'apps/web/src/modules/audit/x.ts'),
    ).toMatch(/never import a module/);
    expect(
      boundaryProblem(
        'apps/web/src/app/router.tsx',
        '../modules/audit/routes.tsx',
        'apps/web/src/modules/audit/routes.tsx',
      ),
    ).toBeUndefined();
  });

  it('the web app never imports the server', () => {
    expect(boundaryProblem('apps/web/src/lib/api.ts', '../../../server/src/app.ts', 'apps/server/src/app.ts')).toMatch(
      /never imports the server/,
    );
  });

  it('a server module reaches another module only through its service', () => {
    const importer = 'apps/server/src/modules/enrollment/enrollment.routes.ts';
    expect(
      boundaryProblem(
        importer,
        '../reference/reference.service.ts',
        'apps/server/src/modules/reference/reference.service.ts',
      ),
    ).toBeUndefined();
    expect(
      boundaryProblem(
        importer,
        '../reference/reference.tables.ts',
        'apps/server/src/modules/reference/reference.tables.ts',
      ),
    ).toMatch(/reaches into 'reference' past its service/);
    expect(
      boundaryProblem(importer, './enrollment.tables.ts', 'apps/server/src/modules/enrollment/enrollment.tables.ts'),
    ).toBeUndefined();
    expect(
      boundaryProblem(
        'apps/server/src/modules/register-modules.ts',
        './audit/audit.routes.ts',
        'apps/server/src/modules/audit/audit.routes.ts',
      ),
    ).toBeUndefined();
  });

  it('contracts depend on zod alone (and their tests on vitest)', () => {
    expect(boundaryProblem('packages/contracts/src/audit/audit.ts', 'zod', undefined)).toBeUndefined();
    expect(boundaryProblem('packages/contracts/src/audit/audit.test.ts', 'vitest', undefined)).toBeUndefined();
    expect(boundaryProblem('packages/contracts/src/audit/audit.ts', 'dayjs', undefined)).toMatch(/zod alone/);
    expect(
      boundaryProblem(
        'packages/contracts/src/audit/audit.ts',
        '../../../apps/server/src/app.ts',
        'apps/server/src/app.ts',
      ),
    ).toMatch(/zod alone/);
  });
});
