import { Button, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { DataTableColumnToggle } from 'mantine-datatable';

/**
 * The grid's Columns menu: a tick per column the user may show or hide (at least one stays shown) and Reset columns.
 * The choices are kept by the grid (useDataTableColumns, per grid key).
 */
export function ColumnChooser({
  columnsToggle,
  setColumnsToggle,
  resetColumnsToggle,
  titles,
}: {
  columnsToggle: DataTableColumnToggle[];
  setColumnsToggle: (toggles: DataTableColumnToggle[]) => void;
  resetColumnsToggle: () => void;
  titles: ReadonlyMap<string, string>;
}) {
  const visibleCount = columnsToggle.filter((toggle) => toggle.toggled).length;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />}>
          Columns
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Show columns</Menu.Label>
        {columnsToggle
          .filter((toggle) => toggle.toggleable)
          .map((toggle) => (
            // A menu checkbox item: Enter or Space toggles the column from the keyboard and the menu stays open.
            <Menu.CheckboxItem
              key={toggle.accessor}
              checked={toggle.toggled}
              // Keep at least one column visible.
              disabled={toggle.toggled && visibleCount <= 1}
              onChange={() =>
                setColumnsToggle(
                  columnsToggle.map((item) =>
                    item.accessor === toggle.accessor ? { ...item, toggled: !item.toggled } : item,
                  ),
                )
              }
            >
              {titles.get(toggle.accessor) ?? toggle.accessor}
            </Menu.CheckboxItem>
          ))}
        <Menu.Divider />
        <Menu.Item onClick={resetColumnsToggle}>Reset columns</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
