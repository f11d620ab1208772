import { Badge, Burger, Button, Group, Menu, Text, Title } from '@mantine/core';
import { IconChevronDown, IconHeadset, IconLogout } from '@tabler/icons-react';
import { environmentLabel } from '@portal/contracts/platform/environment';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useCan, useSession } from '../session/session-context.ts';
import { confirmDiscardChanges } from '../../ui/use-unsaved-changes.ts';
import { CallTimer } from '../../ui/telephony/CallTimer.tsx';
import { useTelephonyFeatures } from '../../ui/telephony/telephony-features.ts';
import { useConfigVariables } from './config-api.ts';
import { MemberSearchBox } from './MemberSearchBox.tsx';
import { LazyCallOverlay, LazyInboundCalls } from './telephony-lazy.ts';

export interface HeaderBarProps {
  menuExpanded: boolean;
  onToggleMenu: () => void;
  onOpenTelephony: () => void;
}

/**
 * Header: hamburger, product name, environment label, the call timer and overlay while a call is active, member
 * search, user menu with the telephony item (shell spec §2.4, §2.9). Calls routed to the agent through the live hub
 * are answered here, with the telephony and inbound flags on for a telephony-enabled user.
 */
export function HeaderBar({ menuExpanded, onToggleMenu, onOpenTelephony }: HeaderBarProps) {
  const { user, signOut } = useSession();
  const telephony = useTelephonyFeatures();
  const navigate = useNavigate();
  // Member lookups need Patient 360 read on the server (GET /odata/members); others get no member search.
  const canSearchMembers = useCan(MODULE_IDS.patient360, 'read');
  const config = useConfigVariables();
  const label = config.data ? environmentLabel(config.data.environment) : null;

  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuExpanded}
          onClick={onToggleMenu}
          size="sm"
          aria-label={menuExpanded ? 'Dock the menu' : 'Expand the menu'}
        />
        <Title order={2} size="h5" visibleFrom="sm">
          Health Plan Operations Portal
        </Title>
        {label ? (
          <Badge color="yellow.4" c="dark.9" variant="filled" aria-label={`Environment ${label}`}>
            {label}
          </Badge>
        ) : null}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {telephony.telephony ? <CallTimer /> : null}
        {telephony.telephony ? (
          <Suspense fallback={null}>
            <LazyCallOverlay agentName={user.name} onNavigate={navigate} />
            {telephony.inbound ? <LazyInboundCalls navigate={navigate} /> : null}
          </Suspense>
        ) : null}
        {canSearchMembers ? <MemberSearchBox /> : null}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="subtle"
              color="dark"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={`User menu for ${user.name}`}
            >
              <Text size="sm" truncate maw={160}>
                {user.name}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{user.email || user.username}</Menu.Label>
            {telephony.telephony ? (
              <Menu.Item leftSection={<IconHeadset size={14} aria-hidden />} onClick={onOpenTelephony}>
                Telephony
              </Menu.Item>
            ) : null}
            <Menu.Item
              leftSection={<IconLogout size={14} aria-hidden />}
              onClick={() => {
                void confirmDiscardChanges().then((yes) => {
                  // A call running ends with the session (SessionProvider's signOut, the one path of every sign-out).
                  if (yes) void signOut();
                });
              }}
            >
              Sign Out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
