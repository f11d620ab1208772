import { AppShell, Box } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { ScreenLoader } from '../ScreenLoader.tsx';
import { CommandPalette } from './CommandPalette.tsx';
import { Footer } from './Footer.tsx';
import './scroll-clearance.css';
import { HeaderBar } from './HeaderBar.tsx';
import { SideMenu } from './SideMenu.tsx';
import { LazyTelephonyPanel } from './telephony-lazy.ts';
import { useTelephonyFeatures } from '../../ui/telephony/telephony-features.ts';
import { MemberSummary } from './members/MemberSummary.tsx';
import { MemberRecordView } from '../module-screens.ts';
import { useCan } from '../session/session-context.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useMemberPresence } from './workspace/member-presence.ts';
import { WorkspaceTabs } from './workspace/WorkspaceTabs.tsx';
import { useWorkspace } from './workspace/workspace-context.tsx';
import { SCREEN_TAB_ID, type MemberTab } from './workspace/workspace-state.ts';

/** Shell spec §2.2: expanded width 230 px; docked width 44 px. */
export const MENU_EXPANDED_WIDTH = 230;
export const MENU_DOCKED_WIDTH = 44;

/** The shell around every screen: header, side menu, workspace tabs, the screen, footer. */
export function AppLayout() {
  const [expanded, setExpanded] = useLocalStorage({ key: 'portal.menuExpanded', defaultValue: true });
  const [telephonyOpen, setTelephonyOpen] = useState(false);
  const { telephony } = useTelephonyFeatures();
  const workspace = useWorkspace();
  const { tabs, activeId } = workspace.state;
  const memberTabs = tabs.filter((tab): tab is MemberTab => tab.kind === 'member');
  const othersOnMember = useMemberPresence(memberTabs);
  // The member view's panels (the member record) for users of Patient 360; others see the summary alone.
  const readsMemberRecord = useCan(MODULE_IDS.patient360, 'read');
  // The tab in front follows the address (RoutedWorkspaceProvider): going to a screen (menu, link, address bar) shows
  // it, even when a member tab was in front, as its address names no member.

  return (
    <AppShell
      header={{ height: 52 }}
      footer={{ height: 36 }}
      navbar={{ width: expanded ? MENU_EXPANDED_WIDTH : MENU_DOCKED_WIDTH, breakpoint: 0 }}
      padding="md"
    >
      <AppShell.Header>
        <HeaderBar
          menuExpanded={expanded}
          onToggleMenu={() => setExpanded((value) => !value)}
          onOpenTelephony={() => setTelephonyOpen(true)}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Side menu">
        <SideMenu docked={!expanded} onExpand={() => setExpanded(true)} />
      </AppShell.Navbar>
      <AppShell.Main>
        <WorkspaceTabs />
        <Box id="workspace-panel">
          {/* The screen stays mounted while a member tab is shown, so its filters and unsaved work survive. */}
          <Box hidden={activeId !== SCREEN_TAB_ID}>
            <ErrorBoundary>
              <Suspense fallback={<ScreenLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Box>
          {memberTabs.map((tab) =>
            tab.id === activeId ? (
              <ErrorBoundary key={tab.id}>
                <MemberSummary memberId={tab.memberId} alsoOpenBy={othersOnMember[tab.memberId] ?? []} />
                {readsMemberRecord ? (
                  <Suspense fallback={<ScreenLoader />}>
                    <MemberRecordView memberId={tab.memberId} />
                  </Suspense>
                ) : null}
              </ErrorBoundary>
            ) : null,
          )}
        </Box>
      </AppShell.Main>
      <AppShell.Footer>
        <Footer />
      </AppShell.Footer>
      <CommandPalette />
      {telephony ? (
        <Suspense fallback={null}>
          <LazyTelephonyPanel opened={telephonyOpen} onClose={() => setTelephonyOpen(false)} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
