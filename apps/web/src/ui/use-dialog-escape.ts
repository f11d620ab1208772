import { useWindowEvent } from '@mantine/hooks';

/**
 * Escape closes the dialog whose root element has this id, but only a key pressed in that dialog (or with nothing
 * focused): not one pressed in a confirmation opened over it, nor in a popup that takes Escape itself (a Select's or
 * date field's list marks its input with data-mantine-stop-propagation, a popover is a dialog of its own). Mantine's
 * own closeOnEscape closes every open modal on one Escape, so a NO/YES question dismissed with Escape also closed the
 * form under it and lost what was typed. Pass closeOnEscape={false} and id to the Modal.
 */
export function useDialogEscape(dialogId: string, opened: boolean, onClose: () => void): void {
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing || !opened) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
      const owner = target?.closest('[role="dialog"]');
      const content = document.getElementById(dialogId)?.querySelector('[data-modal-content]');
      if (owner && owner !== content) return;
      onClose();
    },
    // Before the key reaches the field, as Mantine does: a popup closing on this key must still be seen as open.
    { capture: true },
  );
}
