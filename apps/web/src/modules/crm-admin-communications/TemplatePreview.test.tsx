import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';

const UNKNOWN_FIELD = 'Unknown merge field: {{bogus.field}}. Use one of the listed merge fields.';

afterEach(() => vi.unstubAllGlobals());

describe('a template’s preview', () => {
  it('says there is no preview, and why, when the server refuses it (a preview saves nothing)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: UNKNOWN_FIELD, field: 'body' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(
      <TemplatePreview template={() => ({ channel: 'Email', subject: 'Hello', body: 'Dear {{bogus.field}}' })} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Preview for member ID' }), 'M100000001');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No preview');
    expect(alert).toHaveTextContent(UNKNOWN_FIELD);
    expect(alert).not.toHaveTextContent('Not saved');
  });

  it('previews on Enter in the member ID and does not submit the template form around it', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ subject: 'Hello', body: 'Dear Ann' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <TemplatePreview template={() => ({ channel: 'Email', subject: 'Hello', body: 'Dear {{member.firstName}}' })} />
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Preview for member ID' }), 'm100000001{Enter}');
    expect(await screen.findByText('Dear Ann')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
