/** Query keys of the IPA screens; saving a record invalidates its list. */
export const ipaKeys = {
  all: ['ipa-admin'] as const,
  search: (query: unknown) => ['ipa-admin', 'search', query] as const,
  ipa: (id: number) => ['ipa-admin', 'ipa', id] as const,
  contacts: (ipaId: number) => ['ipa-admin', 'contacts', ipaId] as const,
  plans: (ipaCode: string) => ['ipa-admin', 'plans', ipaCode] as const,
  counties: (ipaCode: string) => ['ipa-admin', 'county-mappings', ipaCode] as const,
  networks: (ipaCode: string) => ['ipa-admin', 'network-mappings', ipaCode] as const,
  dofr: (ipaCode: string) => ['ipa-admin', 'dofr', ipaCode] as const,
  lookup: (name: string, ...args: unknown[]) => ['ipa-admin', 'lookup', name, ...args] as const,
};
