import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNoteToCaseSchema, type AddNoteToCaseInput } from '@portal/contracts/crm-my-queue/cases';
import { fakeApi, renderAsCrmUser } from '../test/crm-test-server.tsx';
import { TextActionDialog } from './TextActionDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a CRM note dialog', () => {
  it('expands a text replace shortcut typed with a space and saves the expanded note', async () => {
    fakeApi((_method, url) =>
      url.includes('GetTextReplaceOptions')
        ? [
            200,
            {
              options: [{ shortcut: ';vm', expansion: 'Left a voicemail for the member.' }],
              modifiedBy: null,
              modifiedDate: null,
              version: 1,
            },
          ]
        : undefined,
    );
    const save = vi.fn(async () => undefined);
    renderAsCrmUser(
      <TextActionDialog<AddNoteToCaseInput>
        title="Add Note to Case 7"
        schema={addNoteToCaseSchema}
        defaults={{ caseId: 7, notes: '' }}
        field="notes"
        label="Notes"
        save={save}
        saved="The note was added."
        onClose={() => undefined}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Notes' });
    // The shortcuts are read when the dialog opens; typing before they arrive leaves the text as typed.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await userEvent.type(box, 'Called. ;vm ');
    expect(box).toHaveValue('Called. Left a voicemail for the member. ');
    await userEvent.type(box, ';xx ');
    expect(box).toHaveValue('Called. Left a voicemail for the member. ;xx ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ caseId: 7, notes: 'Called. Left a voicemail for the member. ;xx' }),
    );
  });
});
