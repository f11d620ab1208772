import type { MemberTabColor } from '@portal/contracts/platform/member-status';

/** Mantine colours of the member tab states (shell spec §2.3). */
export const TAB_COLORS: Record<MemberTabColor, string> = { green: 'green.8', red: 'red.8', grey: 'gray.7', orange: 'orange.9', blue: 'blue.8' };
