import { Checkbox, Modal, Stack } from '@mantine/core';
import { useCallback, useId, useState } from 'react';
import type { IpaCreateInput, IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { confirmDiscardEdits } from '../../../ui/confirm.tsx';
import { useDialogEscape } from '../../../ui/use-dialog-escape.ts';
import { IpaWizard } from './IpaWizard.tsx';

/** The IPA a copy starts from, and the values it gives the new record. */
export interface IpaCopySource {
  ipa: Pick<IpaDto, 'id' | 'ipaCode' | 'ipaDesc'>;
  copy: Partial<IpaCreateInput>;
}

/**
 * 'Create New' as an 80% x 80% dialog holding the same wizard as the 'Create IPA' tab (spec §2.2), opened by
 * 'Copy to New Record' of an open IPA so the user stays on that IPA. The copy-to-new option prefills the wizard from
 * the IPA; cleared, the wizard starts empty. A new IPA opens in its own tab.
 */
export function IpaCreateDialog({
  source,
  onClose,
  onCreated,
}: {
  /** Open while set. */
  source: IpaCopySource | null;
  onClose: () => void;
  onCreated: (ipa: IpaDto) => void;
}) {
  const id = useId();
  const [copying, setCopying] = useState(true);
  const [dirty, setDirty] = useState(false);
  // Each opening (and each change of the copy option) starts a fresh wizard.
  const [round, setRound] = useState(0);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  const afterEdits = async (action: () => void) => {
    if (!dirty || (await confirmDiscardEdits())) action();
  };
  const close = () =>
    void afterEdits(() => {
      setCopying(true);
      setDirty(false);
      setRound((n) => n + 1);
      onClose();
    });
  useDialogEscape(id, source !== null, close);

  const label = source ? [source.ipa.ipaCode, source.ipa.ipaDesc].filter(Boolean).join(' - ') : '';
  return (
    <Modal
      id={id}
      opened={source !== null}
      onClose={close}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title="Create IPA"
      size="80vw"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ content: { height: '80vh', maxHeight: '80vh' } }}
    >
      {source ? (
        <Stack gap="sm">
          <Checkbox
            label={`Copy from ${label}`}
            checked={copying}
            onChange={(event) => {
              const next = event.currentTarget.checked;
              void afterEdits(() => {
                setCopying(next);
                setDirty(false);
                setRound((n) => n + 1);
              });
            }}
          />
          <IpaWizard
            key={`${source.ipa.id}-${round}`}
            initial={copying ? source.copy : null}
            onDirtyChange={onDirtyChange}
            onCreated={(ipa) => {
              setCopying(true);
              setDirty(false);
              setRound((n) => n + 1);
              onCreated(ipa);
            }}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
