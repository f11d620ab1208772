import { createContext, useContext } from 'react';
import type { IpaCopySource } from './wizard/IpaCreateDialog.tsx';

/** 'Copy to New Record' (spec §2.4) opens the create dialog prefilled from the IPA; the IPA tab provides how. */
export const IpaCopyContext = createContext<((source: IpaCopySource) => void) | null>(null);

export function useCopyToNewRecord() {
  return useContext(IpaCopyContext);
}
