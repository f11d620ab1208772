import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize, IconMinus, IconX } from '@tabler/icons-react';

export type WindowMode = 'normal' | 'minimized' | 'maximized';

const WIDTH = 560;
const MARGIN = 16;

/**
 * A window over the workspace (shell spec §2.8): dragged by its title bar, resized from its corner, minimized, maximized
 * or restored; it opens near the right edge of the screen.
 */
export function FloatingWindow(props: { title: string; children: ReactNode; onClose: () => void; closeLabel: string }) {
  const [mode, setMode] = useState<WindowMode>('normal');
  const [position, setPosition] = useState(() => ({
    x: Math.max(MARGIN, window.innerWidth - WIDTH - MARGIN),
    y: 72,
  }));
  const drag = useRef<{ dx: number; dy: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (mode !== 'normal' || (event.target as HTMLElement).closest('button')) return;
    drag.current = { dx: event.clientX - position.x, dy: event.clientY - position.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setPosition({
      x: Math.min(Math.max(0, event.clientX - drag.current.dx), window.innerWidth - 120),
      y: Math.min(Math.max(0, event.clientY - drag.current.dy), window.innerHeight - 40),
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const placement =
    mode === 'maximized'
      ? { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN }
      : mode === 'minimized'
        ? { bottom: MARGIN, right: MARGIN, width: 320 }
        : { top: position.y, left: position.x, width: WIDTH, resize: 'both' as const, minWidth: 360, minHeight: 200 };

  return (
    <Paper
      role="dialog"
      aria-label={props.title}
      shadow="xl"
      withBorder
      data-window-mode={mode}
      style={{
        position: 'fixed',
        // Over the workspace (app shell 100) but under Mantine's modals (200): a confirmation the window asks (send the
        // summary, remove an attendee, discard edits) opens above it, where it can be answered.
        zIndex: 190,
        overflow: 'auto',
        display: 'flex',
        flexDirection: 'column',
        ...placement,
      }}
    >
      <Group
        justify="space-between"
        px="sm"
        py={6}
        bg="blue.8"
        c="white"
        wrap="nowrap"
        style={{ cursor: mode === 'normal' ? 'move' : 'default', touchAction: 'none', userSelect: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        <Text fw={600} size="sm" truncate>
          {props.title}
        </Text>
        <Group gap={4} wrap="nowrap">
          {mode !== 'minimized' && (
            <Tooltip label="Minimize">
              <ActionIcon variant="filled" color="blue.9" aria-label="Minimize" onClick={() => setMode('minimized')}>
                <IconMinus size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {mode !== 'maximized' && (
            <Tooltip label="Maximize">
              <ActionIcon variant="filled" color="blue.9" aria-label="Maximize" onClick={() => setMode('maximized')}>
                <IconMaximize size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {mode !== 'normal' && (
            <Tooltip label="Restore">
              <ActionIcon variant="filled" color="blue.9" aria-label="Restore" onClick={() => setMode('normal')}>
                <IconMinimize size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={props.closeLabel}>
            <ActionIcon variant="filled" color="red.8" aria-label={props.closeLabel} onClick={props.onClose}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {/* Minimized, the call goes on: the content stays mounted (its media keep playing), only hidden. */}
      <div style={{ display: mode === 'minimized' ? 'none' : 'block', padding: 12, flex: 1 }}>{props.children}</div>
    </Paper>
  );
}
