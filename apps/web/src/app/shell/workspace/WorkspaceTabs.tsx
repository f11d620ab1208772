import { Box, CloseButton, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconUser } from '@tabler/icons-react';
import { MEMBER_STATE_LABELS, memberDisplayState, memberTabColor } from '@portal/contracts/platform/member-status';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { useMember } from '../../../ui/member/member-search-api.ts';
import { TAB_COLORS } from '../members/member-colors.ts';
import { useWorkspace } from './workspace-context.tsx';
import { SCREEN_TAB_ID, type MemberTab } from './workspace-state.ts';

function useMemberTabLabel(tab: MemberTab) {
  const { data: member } = useMember(tab.memberId);
  const today = todayInLosAngeles();
  const color = member ? memberTabColor(member, today) : 'blue';
  const state = member ? MEMBER_STATE_LABELS[memberDisplayState(member, today)] : 'Loading';
  return { color, text: member ? member.fullName : tab.memberId, state };
}

// Plain buttons (not an ARIA tablist): each tab also carries its own close button, which a tablist may not contain.
function tabButtonProps(id: string, active: boolean, onSelect: () => void) {
  return {
    id: `workspace-tab-${id}`,
    'aria-current': active ? ('true' as const) : undefined,
    'aria-controls': 'workspace-panel',
    onClick: onSelect,
  };
}

function MemberTabButton({ tab, active }: { tab: MemberTab; active: boolean }) {
  const workspace = useWorkspace();
  const { color, text, state } = useMemberTabLabel(tab);
  return (
    <Group
      gap={0}
      wrap="nowrap"
      bg={TAB_COLORS[color]}
      style={{
        borderRadius: 6,
        outline: active ? '3px solid var(--mantine-color-dark-4)' : undefined,
        outlineOffset: 1,
      }}
      data-member-color={color}
    >
      <UnstyledButton
        {...tabButtonProps(tab.id, active, () => workspace.switchTo(tab.id))}
        px="sm"
        py={4}
        c="white"
        title={`${text}: ${state}`}
      >
        <Group gap={6} wrap="nowrap">
          <IconUser size={14} aria-hidden />
          <Text size="sm" fw={active ? 700 : 500} c="white" truncate maw={180}>
            {text}
          </Text>
          <Text size="xs" c="white">
            ({state})
          </Text>
        </Group>
      </UnstyledButton>
      {/* 24 px at least: a target people with limited dexterity can hit (WCAG 2.5.8). */}
      <CloseButton
        size="md"
        c="white"
        variant="transparent"
        aria-label={`Close tab ${text}`}
        onClick={() => workspace.close(tab.id)}
      />
    </Group>
  );
}

/** The workspace tab bar: the screen tab and the member tabs, coloured by member state (shell spec §2.3). */
export function WorkspaceTabs() {
  const workspace = useWorkspace();
  const { tabs, activeId } = workspace.state;
  if (tabs.length < 2) return null;
  return (
    <Box mb="sm">
      <Group gap="xs" component="nav" aria-label="Workspace tabs" wrap="wrap">
        <UnstyledButton
          {...tabButtonProps(SCREEN_TAB_ID, activeId === SCREEN_TAB_ID, () => workspace.switchTo(SCREEN_TAB_ID))}
          px="sm"
          py={4}
          style={{
            borderRadius: 6,
            border: '1px solid var(--mantine-color-gray-5)',
            fontWeight: activeId === SCREEN_TAB_ID ? 700 : 500,
          }}
        >
          <Group gap={6} wrap="nowrap">
            <IconLayoutDashboard size={14} aria-hidden />
            <Text size="sm" inherit>
              Screen
            </Text>
          </Group>
        </UnstyledButton>
        {tabs.map((tab) =>
          tab.kind === 'member' ? <MemberTabButton key={tab.id} tab={tab} active={activeId === tab.id} /> : null,
        )}
      </Group>
    </Box>
  );
}
