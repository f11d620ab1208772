import { Group } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import {
  LOOKUP_PARTITIONS,
  type LookupDescription,
  type LookupPartition,
} from '@portal/contracts/enrollment-admin/lookups';
import { useDescriptions, useSetDescriptionActive } from './api/lookup-descriptions.ts';
import { DescriptionFormDialog } from './DescriptionFormDialog.tsx';
import { useLookupTarget } from './use-lookup-target.ts';
import { LookupRowsGrid } from './LookupRowsGrid.tsx';

/** Descriptions by partition (LetterReasonCode, fax statuses, sales types, languages ...): add, edit, deactivate. */
export function LookupDescriptionsTab({ canMaintain }: { canMaintain: boolean }) {
  const [partition, setPartition] = useState<LookupPartition>('LetterReasonCode');
  const list = useDescriptions(partition);
  const { target, setTarget, reload } = useLookupTarget(list);
  const setActive = useSetDescriptionActive();

  return (
    <>
      <Group mb="sm" align="flex-end">
        <Select
          label="Partition"
          w={260}
          allowDeselect={false}
          searchable
          data={[...LOOKUP_PARTITIONS]}
          value={partition}
          onChange={(value) => value && setPartition(value)}
        />
      </Group>
      <LookupRowsGrid<LookupDescription>
        gridKey="enrollment-admin-descriptions"
        label={`${partition} codes`}
        addLabel="Add"
        list={list}
        setActive={setActive}
        nameOf={(row) => `${partition} ${row.code}`}
        canMaintain={canMaintain}
        onOpen={setTarget}
        columns={[
          { accessor: 'description', title: 'Description' },
          { accessor: 'sortOrder', title: 'Sort Order', textAlign: 'right' },
        ]}
      />
      <DescriptionFormDialog
        partitionName={partition}
        target={target}
        onClose={() => setTarget(null)}
        onReload={reload}
      />
    </>
  );
}
