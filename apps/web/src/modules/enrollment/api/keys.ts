/** React-query keys of the enrollment module. */
export const enrollmentKeys = {
  all: ['enrollment'] as const,
  worklist: (filter: unknown) => ['enrollment', 'worklist', filter] as const,
  tiles: (filter: unknown) => ['enrollment', 'tiles', filter] as const,
  detail: (id: number) => ['enrollment', 'detail', id] as const,
  history: (kind: string, id: number) => ['enrollment', 'history', kind, id] as const,
};
