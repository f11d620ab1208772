import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CommentPreview } from './CommentPreview.tsx';

describe('comment preview (shell spec §9)', () => {
  it('shows the first 100 characters of a long comment and keeps the whole text on hover', () => {
    const long = `${'Call the IPA office before noon. '.repeat(4)}Ask for the claims lead.`;
    renderWithProviders(<CommentPreview text={long} />);
    const shown = screen.getByText(`${long.slice(0, 100)}...`);
    expect(shown).toHaveAttribute('title', long);
  });

  it('shows a short comment as it is', () => {
    renderWithProviders(<CommentPreview text="Prefers fax." />);
    expect(screen.getByText('Prefers fax.')).not.toHaveAttribute('title');
  });
});
