import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render.tsx';
import { stubServer } from '../../test/stub-server.ts';
import { LoginAccountsScreen } from './LoginAccountsScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Login Accounts', () => {
  it('the Status box says that with none chosen every status is searched', () => {
    stubServer({});
    renderSignedIn(<LoginAccountsScreen />, { grants: { 126: ['read'] } });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute('placeholder', 'All statuses');
  });
});
