import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workItemDetail } from '../enrollment-detail.test-helpers.ts';
import { renderWorkItemForm } from './work-item-form.test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Status and Preferences: the Status box', () => {
  it('tells the processor how the status is changed', async () => {
    await renderWorkItemForm(workItemDetail(1));
    expect(screen.getByText('Changed with Update Status')).toBeInTheDocument();
  });

  it('tells a viewer, who has no Update Status, nothing about changing it', async () => {
    await renderWorkItemForm(workItemDetail(1, { canEdit: false }));
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    expect(screen.queryByText('Changed with Update Status')).toBeNull();
  });
});
