import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { MODULES } from '@portal/contracts/platform/modules';
import { PageHeader } from '../ui/PageHeader.tsx';
import { useCurrentUser } from './session/session-context.ts';
import { buildMenu, menuLeaves } from './shell/menu-tree.ts';

/** Home: a greeting and shortcuts to the user's built modules. */
export function HomeScreen() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const granted = useMemo(() => new Set(user.isAdmin ? MODULES.map((entry) => entry.id) : user.modules), [user]);
  const shortcuts = useMemo(() => {
    const built = new Set(MODULES.filter((entry) => entry.built).map((entry) => entry.key));
    return menuLeaves(buildMenu(MODULES, granted)).filter((leaf) => built.has(leaf.key));
  }, [granted]);

  return (
    <>
      <PageHeader
        title={`Welcome, ${user.name}`}
        description="Choose a module from the menu, or press Ctrl+K to jump to a module or a member."
      />
      {granted.size === 0 ? (
        <Text>No module has been granted to your account yet. Please ask your administrator for access.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {shortcuts.map((leaf) => (
            // Named by its visible text (module and group), so speech input users can say what they see (WCAG 2.5.3).
            <UnstyledButton key={leaf.key} onClick={() => void navigate(leaf.path)}>
              <Card withBorder padding="md" h="100%">
                <Text fw={600}>{leaf.label}</Text>
                <Text size="xs" c="gray.7">
                  {MODULES.find((entry) => entry.key === leaf.key)?.group ?? 'Module'}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
