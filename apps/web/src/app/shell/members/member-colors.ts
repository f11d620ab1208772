import type { MemberTabColor } from '@portal/contracts/platform/member-status';

/** Background colours of the member tab states (shell spec §2.3), dark enough for white text (WCAG AA, 4.5:1 or more). */
export const TAB_COLORS: Record<MemberTabColor, string> = {
  green: '#237032',
  red: '#c92a2a',
  grey: '#495057',
  orange: '#b8440c',
  blue: '#1864ab',
};
