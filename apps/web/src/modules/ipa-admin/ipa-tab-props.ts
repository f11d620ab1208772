import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';

/** What every right tab of an open IPA receives (spec §2.2). */
export interface IpaTabProps {
  ipa: IpaDto;
  /** Viewer rules of spec §6: every form, button and toolbar item disabled. */
  readOnly: boolean;
}
