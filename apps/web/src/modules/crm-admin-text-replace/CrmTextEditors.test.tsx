import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRM_CONFIG_MESSAGES } from '@portal/contracts/crm-admin-text-replace/crm-config';
import { renderInRouter } from '../../test/render.tsx';
import { BenefitInfoEditor, TextReplaceEditor } from './CrmTextEditors.tsx';

const changed = {
  modifiedBy: 'crm.admin',
  modifiedByName: 'Casey Admin',
  modifiedDate: '2026-11-26T10:00:00.000Z',
  version: 3,
};

function stubSave() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : {};
      bodies.push(body);
      return new Response(JSON.stringify({ ...body, ...changed, version: 4 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Text Replace screen’s list editor', () => {
  it('adds a benefit topic, checks it with the contract’s schema and saves the list at the version read', async () => {
    const bodies = stubSave();
    renderInRouter(
      <BenefitInfoEditor
        current={{ topics: [{ topic: 'Dental', details: 'Two cleanings a year.' }], ...changed }}
        canWrite
        onReload={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add topic' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save benefit info' }));
    expect(await screen.findByText(CRM_CONFIG_MESSAGES.topicRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Topic' })[1]!, 'Vision');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Details' })[1]!, 'One eye exam a year.');
    await userEvent.click(screen.getByRole('button', { name: 'Save benefit info' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          topics: [
            { topic: 'Dental', details: 'Two cleanings a year.' },
            { topic: 'Vision', details: 'One eye exam a year.' },
          ],
          version: 3,
        },
      ]),
    );
    // The person is named by their name, the username on hover.
    expect(screen.getByText(/Last changed by/)).toHaveTextContent(/^Last changed by Casey Admin on /);
    expect(screen.getByText('Casey Admin')).toHaveAttribute('title', 'crm.admin');
  });

  it('removes a shortcut; without the write it shows the list read-only', async () => {
    const bodies = stubSave();
    const current = {
      options: [
        { shortcut: ';vm', expansion: 'Left a voicemail.' },
        { shortcut: ';cb', expansion: 'Call back.' },
      ],
      ...changed,
    };
    const { unmount } = renderInRouter(<TextReplaceEditor current={current} canWrite onReload={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove shortcut 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save shortcuts' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ options: [{ shortcut: ';cb', expansion: 'Call back.' }], version: 3 }]),
    );
    unmount();

    renderInRouter(<TextReplaceEditor current={current} canWrite={false} onReload={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Save shortcuts' })).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Shortcut' })[0]).toBeDisabled();
  });
});
