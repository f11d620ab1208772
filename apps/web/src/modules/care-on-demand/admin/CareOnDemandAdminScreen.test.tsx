import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { renderSignedIn } from '../../../test/render.tsx';
import { stubServer } from '../../../test/stub-server.ts';
import { urgent } from './admin-test-rows.ts';
import { CareOnDemandAdminScreen } from './CareOnDemandAdminScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Care on Demand Admin', () => {
  it('without the admin action says once that it is read only, under the screen’s description', async () => {
    stubServer({ '/visit-types': () => ({ body: { items: [urgent], total: 1 } }) });
    renderSignedIn(<CareOnDemandAdminScreen />, { grants: { [MODULE_IDS.careOnDemandAdmin]: ['read'] } });
    expect(await screen.findByText('Urgent Care')).toBeInTheDocument();
    expect(screen.getAllByText(/Read only/)).toHaveLength(1);
    expect(screen.getByText(/Visit types, provider schedules and time off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Visit Type' })).toBeNull();
  });
});
