import { Badge, CloseButton, Group, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { confirmDiscardEdits } from '../../ui/confirm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { IpaSearchTab } from './search/IpaSearchTab.tsx';
import { IpaTab } from './IpaTab.tsx';
import { IpaWizard } from './wizard/IpaWizard.tsx';
import { IpaCreateDialog, type IpaCopySource } from './wizard/IpaCreateDialog.tsx';
import { useIpaAccess } from './use-ipa-access.ts';
import { useIpaDetail } from './api/ipa-detail.ts';
import { TabEditsScope, createTabEdits } from './ipa-tab-edits.tsx';

interface OpenIpa {
  id: number;
  title: string;
}

/** Tab title: id, code and description (spec §2.2). */
export const ipaTabTitle = (ipa: Pick<IpaDto, 'id' | 'ipaCode' | 'ipaDesc'>) =>
  `${ipa.id} - ${ipa.ipaCode}${ipa.ipaDesc ? ` - ${ipa.ipaDesc}` : ''}`;

/**
 * An open IPA's tab: titled from the IPA as last read or saved (the query the IPA tab itself reads), so a new
 * description saved in Main Info renames the tab as it does the header and summary card; the title it was opened with
 * until then.
 */
function OpenIpaTab({ tab, onClose }: { tab: OpenIpa; onClose: () => void }) {
  const detail = useIpaDetail(tab.id);
  const title = detail.data ? ipaTabTitle(detail.data) : tab.title;
  return (
    <Tabs.Tab
      value={`ipa-${tab.id}`}
      rightSection={
        <CloseButton
          size="xs"
          aria-label={`Close ${title}`}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        />
      }
    >
      {title}
    </Tabs.Tab>
  );
}

/**
 * IPA/Medical Group Admin (route /ezm/medical-group/ipa-administration): the Search tab, one tab per open IPA, and at
 * most one 'Create IPA' tab (spec §2.1, §2.2); 'Copy to New Record' opens the create dialog over the IPA instead.
 */
export function IpaAdminScreen() {
  const { readOnly } = useIpaAccess();
  const [open, setOpen] = useState<OpenIpa[]>([]);
  const [creating, setCreating] = useState(false);
  const [active, setActive] = useState<string>('search');
  // 'Copy to New Record' of an open IPA: the 80% x 80% create dialog, prefilled from that IPA (spec §2.2).
  const [copying, setCopying] = useState<IpaCopySource | null>(null);
  // Closing a tab that holds unsaved edits (Main Info, a rate editor, the wizard) asks first, as leaving the screen
  // does (the shared 'You have unsaved changes...' YES/NO); NO keeps the tab and its edits.
  const [edits] = useState(createTabEdits);
  const closeTab = async (tab: string, close: () => void) => {
    if (edits.has(tab) && !(await confirmDiscardEdits())) return;
    close();
    setActive((current) => (current === tab ? 'search' : current));
  };

  const openIpa = (ipa: Pick<IpaDto, 'id' | 'ipaCode' | 'ipaDesc'>) => {
    setOpen((tabs) =>
      tabs.some((tab) => tab.id === ipa.id) ? tabs : [...tabs, { id: ipa.id, title: ipaTabTitle(ipa) }],
    );
    setActive(`ipa-${ipa.id}`);
  };
  const startCreate = () => {
    // Only one new-record tab at a time: a second 'Create New' returns to it.
    setCreating(true);
    setActive('create');
  };
  const closeIpa = (id: number) => closeTab(`ipa-${id}`, () => setOpen((tabs) => tabs.filter((tab) => tab.id !== id)));
  const closeCreate = () => {
    setCreating(false);
    if (active === 'create') setActive('search');
  };

  return (
    <>
      {/* Viewers get the view-only style (spec §6): a plain marker, and every form and button disabled below. */}
      <PageHeader
        title="IPA/Medical Group Admin"
        description={
          readOnly ? (
            <Badge color="gray" variant="light">
              View only
            </Badge>
          ) : undefined
        }
      />
      {/* Every tab stays mounted while hidden: the search keeps its criteria and results, an IPA tab or the wizard its
          unsaved input, when the user looks at another tab and comes back. */}
      <Tabs value={active} onChange={(value) => setActive(value ?? 'search')}>
        <Tabs.List>
          <Tabs.Tab value="search">Search</Tabs.Tab>
          {open.map((tab) => (
            <OpenIpaTab key={tab.id} tab={tab} onClose={() => void closeIpa(tab.id)} />
          ))}
          {creating ? (
            <Tabs.Tab
              value="create"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label="Close Create IPA"
                  onClick={(event) => {
                    event.stopPropagation();
                    void closeTab('create', () => setCreating(false));
                  }}
                />
              }
            >
              Create IPA
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="search" pt="md">
          <IpaSearchTab readOnly={readOnly} onOpen={openIpa} onCreate={startCreate} />
        </Tabs.Panel>
        {open.map((tab) => (
          <Tabs.Panel key={tab.id} value={`ipa-${tab.id}`} pt="md">
            <TabEditsScope tab={`ipa-${tab.id}`} edits={edits}>
              <IpaTab ipaId={tab.id} readOnly={readOnly} active={active === `ipa-${tab.id}`} onCopy={setCopying} />
            </TabEditsScope>
          </Tabs.Panel>
        ))}
        {creating ? (
          <Tabs.Panel value="create" pt="md">
            <TabEditsScope tab="create" edits={edits}>
              <Group>
                <IpaWizard
                  initial={null}
                  onCreated={(ipa) => {
                    closeCreate();
                    openIpa(ipa);
                  }}
                />
              </Group>
            </TabEditsScope>
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <IpaCreateDialog
        source={copying}
        onClose={() => setCopying(null)}
        onCreated={(ipa) => {
          setCopying(null);
          openIpa(ipa);
        }}
      />
    </>
  );
}
