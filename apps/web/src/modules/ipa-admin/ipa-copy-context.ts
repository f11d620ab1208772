import { createContext, useContext } from 'react';
import type { IpaCreateInput } from '@portal/contracts/ipa-admin/ipa';

/** 'Copy to New Record' (spec §2.4) opens the Create IPA tab prefilled; the IPA tab provides how. */
export const IpaCopyContext = createContext<((copy: Partial<IpaCreateInput>) => void) | null>(null);

export function useCopyToNewRecord() {
  return useContext(IpaCopyContext);
}
