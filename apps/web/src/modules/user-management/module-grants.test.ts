import { describe, expect, it } from 'vitest';
import { groupFormSchema } from '@portal/contracts/user-management/groups';
import { toggleAction } from './module-grants.ts';

describe('the module grant editor', () => {
  it('brings Read with any other action, in the catalogue order', () => {
    expect(toggleAction([], 36, 'export', true)).toEqual([{ moduleId: 36, actions: ['read', 'export'] }]);
    expect(toggleAction([{ moduleId: 36, actions: ['read', 'export'] }], 36, 'write', true)).toEqual([
      { moduleId: 36, actions: ['read', 'write', 'export'] },
    ]);
  });

  it('removes one action, or the whole grant when Read is removed', () => {
    const grants = [
      { moduleId: 36, actions: ['read', 'export'] as ('read' | 'export')[] },
      { moduleId: 18, actions: ['read' as const] },
    ];
    expect(toggleAction(grants, 36, 'export', false)).toEqual([
      { moduleId: 18, actions: ['read'] },
      { moduleId: 36, actions: ['read'] },
    ]);
    expect(toggleAction(grants, 36, 'read', false)).toEqual([{ moduleId: 18, actions: ['read'] }]);
  });

  it('always produces grants the server schema accepts', () => {
    let grants = toggleAction([], 191, 'approve', true);
    grants = toggleAction(grants, 18, 'admin', true);
    grants = toggleAction(grants, 191, 'read', false);
    expect(groupFormSchema.safeParse({ name: 'Managers', description: '', memberIds: [], grants }).success).toBe(true);
  });
});
