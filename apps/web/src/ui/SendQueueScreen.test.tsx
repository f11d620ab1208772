import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SendQueueScreen } from './SendQueueScreen.tsx';

interface Item {
  id: number;
  name: string;
}

function renderQueue(canSend: boolean) {
  const send = vi.fn(async () => []);
  renderWithProviders(
    <SendQueueScreen<Item>
      title="Enrollment Submission"
      description="Send verified enrollments."
      actionLabel="Send to Service Bus"
      gridKey={`send-queue-test-${String(canSend)}`}
      columns={[{ accessor: 'name', title: 'Name' }]}
      idAccessor="id"
      queryKey={['send-queue-test', canSend]}
      refreshKey={['send-queue-test']}
      load={async () => ({ items: [{ id: 1, name: 'Lopez' }], total: 1 })}
      send={send}
      noun="enrollment"
      itemLabel="Work item"
      nothingSelectedMessage="No enrollment was selected"
      canSend={canSend}
      viewLabels={{ ready: 'In Progress', sent: 'Completed' }}
    />,
  );
  return send;
}

describe('a send queue', () => {
  it('offers the send and the row selection to a user who may send', async () => {
    renderQueue(true);
    expect(await screen.findByRole('cell', { name: 'Lopez' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send to Service Bus' })).toBeVisible();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('names its two lists as the module names them', async () => {
    renderQueue(true);
    expect(await screen.findByRole('radio', { name: 'In Progress' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Completed' })).toBeInTheDocument();
  });

  it('lists the items but offers neither the send nor a selection to a user who may only look', async () => {
    renderQueue(false);
    expect(await screen.findByRole('cell', { name: 'Lopez' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send to Service Bus' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
