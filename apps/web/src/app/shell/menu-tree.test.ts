import { describe, expect, it } from 'vitest';
import type { ModuleEntry } from '@portal/contracts/platform/modules';
import { buildMenu, currentMenuPath, menuLeaves, menuPath, type MenuLeaf, type MenuNode } from './menu-tree.ts';

const modules: ModuleEntry[] = [
  { id: 36, key: 'audit', label: 'Audit History', routes: ['/audit'], built: true },
  { id: 19, key: 'groups', label: 'Groups', group: 'User Management', routes: ['/usermanagement/groups'], built: true },
  { id: 18, key: 'users', label: 'Users', group: 'User Management', routes: ['/usermanagement/users'], built: true },
  {
    id: 191,
    key: 'ipa-admin',
    label: 'IPA Administration',
    group: 'Provider Data',
    routes: ['/ezm/medical-group/ipa-administration'],
    built: true,
  },
  {
    id: 192,
    key: 'contract-info',
    label: 'Contract Info',
    group: 'Provider Data',
    routes: ['/ezm/network/contract-info'],
    built: false,
  },
  {
    id: 28,
    key: 'eligibility',
    label: 'Eligibility',
    group: 'Eligibility and Benefits',
    routes: ['/eligibility', '/eligibility/member/:memberId?'],
    built: false,
  },
  { id: 59, key: 'messages', label: 'Messages', routes: ['/messages'], built: false },
];

const labels = (nodes: ReturnType<typeof buildMenu>) =>
  nodes.map((node) =>
    node.kind === 'leaf' ? node.label : `${node.label}: ${node.children.map((c) => c.label).join(', ')}`,
  );

describe('side menu', () => {
  it('shows only granted modules, sorted alphabetically with Home first', () => {
    const menu = buildMenu(modules, new Set([36, 18, 19, 191, 59]));
    expect(labels(menu)).toEqual([
      'Home',
      'Audit History',
      'Messages',
      'Provider Data: IPA Administration',
      'User Management: Groups, Users',
    ]);
  });

  it('hides a parent group with no visible child', () => {
    const menu = buildMenu(modules, new Set([36]));
    expect(labels(menu)).toEqual(['Home', 'Audit History']);
  });

  it('filters by search text on entry or group labels, keeping Home first', () => {
    const granted = new Set([36, 18, 19, 191, 192, 59]);
    expect(labels(buildMenu(modules, granted, 'grou'))).toEqual(['Home', 'User Management: Groups']);
    expect(labels(buildMenu(modules, granted, 'provider'))).toEqual([
      'Home',
      'Provider Data: Contract Info, IPA Administration',
    ]);
    expect(labels(buildMenu(modules, granted, 'zzz'))).toEqual(['Home']);
  });

  it('navigates to the first route of a module', () => {
    expect(menuPath(modules[5] as ModuleEntry)).toBe('/eligibility');
    expect(menuLeaves(buildMenu(modules, new Set([18, 19]))).map((leaf) => leaf.path)).toEqual([
      '/',
      '/usermanagement/groups',
      '/usermanagement/users',
    ]);
  });

  it('lights the one entry of the address: the longest path that is it or a folder of it', () => {
    const leaf = (path: string): MenuLeaf => ({ kind: 'leaf', id: 1, key: path, label: path, path });
    const nodes: MenuNode[] = [
      leaf('/'),
      leaf('/MemberEnrollment'),
      leaf('/MemberEnrollmentUpload'),
      {
        kind: 'group',
        label: 'Reports',
        children: [leaf('/MemberEnrollment/ReportsAndUtilities')],
      },
    ];
    expect(currentMenuPath(nodes, '/MemberEnrollmentUpload')).toBe('/memberenrollmentupload');
    expect(currentMenuPath(nodes, '/memberenrollment')).toBe('/memberenrollment');
    expect(currentMenuPath(nodes, '/MemberEnrollment/42')).toBe('/memberenrollment');
    expect(currentMenuPath(nodes, '/MemberEnrollment/ReportsAndUtilities')).toBe(
      '/memberenrollment/reportsandutilities',
    );
    expect(currentMenuPath(nodes, '/')).toBe('/');
    expect(currentMenuPath(nodes, '/audit')).toBeNull();
  });
});
