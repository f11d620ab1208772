import { Loader, Stack, Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MODULES } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { ConfigTransfer } from '../../ui/ConfigTransfer.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes.ts';
import { BenefitInfoEditor, InboundScriptEditor, TextReplaceEditor } from './CrmTextEditors.tsx';
import { useCrmBenefitInfo, useInboundScript, useTextReplaceOptions } from './crm-settings-api.ts';

const MODULE_ID = MODULES.find((entry) => entry.key === 'crm-admin-text-replace')?.id ?? 132;

type Tab = 'shortcuts' | 'script' | 'benefits';

/** What the header's Export and Import move on each tab (each its own configuration file). */
const TRANSFERS: Record<Tab, { basePath: string; label: string }> = {
  shortcuts: { basePath: '/api/crm-admin/text-replace', label: 'text replace shortcuts' },
  script: { basePath: '/api/crm-admin/inbound-script', label: 'inbound script' },
  benefits: { basePath: '/api/crm-admin/crm-benefit-info', label: 'CRM benefit info' },
};

/**
 * CRM Admin > Text Replace (module 132): the note shortcuts, and the CRM's texts agents read on a call (the inbound
 * script and the benefit info). Each editor saves its list at the version read; a stale save offers Reload, which
 * opens the saved version (the editor is keyed by it). Export and Import move the open tab's setting as a JSON file.
 */
export function TextReplaceScreen() {
  const canWrite = useCan(MODULE_ID, 'write');
  const canExport = useCan(MODULE_ID, 'export');
  const options = useTextReplaceOptions();
  const script = useInboundScript();
  const benefits = useCrmBenefitInfo();
  const [tab, setTab] = useState<Tab>('shortcuts');
  // Shell spec §2.2: leaving the screen with an edit not saved on any tab asks first.
  const [dirty, setDirty] = useState<Record<Tab, boolean>>({ shortcuts: false, script: false, benefits: false });
  const dirtyReport = useMemo(() => {
    const report = (which: Tab) => (value: boolean) =>
      setDirty((before) => (before[which] === value ? before : { ...before, [which]: value }));
    return { shortcuts: report('shortcuts'), script: report('script'), benefits: report('benefits') };
  }, []);
  useUnsavedChanges(Object.values(dirty).some(Boolean));
  const reload: Record<Tab, () => void> = {
    shortcuts: () => void options.refetch(),
    script: () => void script.refetch(),
    benefits: () => void benefits.refetch(),
  };
  return (
    <Stack gap="md">
      <PageHeader
        title="Text Replace"
        description="Shortcuts for the CRM's notes and the texts agents read on a call."
        actions={
          canExport ? (
            <ConfigTransfer
              key={tab}
              basePath={TRANSFERS[tab].basePath}
              label={TRANSFERS[tab].label}
              canImport={canWrite}
              onImported={reload[tab]}
            />
          ) : null
        }
      />
      {/* Every tab stays mounted: an edit not yet saved on one tab is still there after a look at another. */}
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'shortcuts')}>
        <Tabs.List>
          <Tabs.Tab value="shortcuts">Text replace</Tabs.Tab>
          <Tabs.Tab value="script">Inbound script</Tabs.Tab>
          <Tabs.Tab value="benefits">CRM benefit info</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="shortcuts" pt="md">
          {options.data ? (
            <TextReplaceEditor
              key={options.data.version}
              current={options.data}
              canWrite={canWrite}
              onReload={() => void options.refetch()}
              onDirtyChange={dirtyReport.shortcuts}
            />
          ) : (
            <Loader size="sm" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="script" pt="md">
          {script.data ? (
            <InboundScriptEditor
              key={script.data.version}
              current={script.data}
              canWrite={canWrite}
              onReload={() => void script.refetch()}
              onDirtyChange={dirtyReport.script}
            />
          ) : (
            <Loader size="sm" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="benefits" pt="md">
          {benefits.data ? (
            <BenefitInfoEditor
              key={benefits.data.version}
              current={benefits.data}
              canWrite={canWrite}
              onReload={() => void benefits.refetch()}
              onDirtyChange={dirtyReport.benefits}
            />
          ) : (
            <Loader size="sm" />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
