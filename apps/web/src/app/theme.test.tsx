import { Badge, Loader, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

describe('the theme', () => {
  it('makes every loader a named status, so its label is allowed (axe: aria-prohibited-attr)', () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Loader aria-label="Looking up the caller" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Looking up the caller' })).toBeInTheDocument();
  });

  it('keeps a badge as wide as its word, so a narrow grid column never cuts a status', () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Badge variant="filled">In Progress</Badge>
      </MantineProvider>,
    );
    const badge = screen.getByText('In Progress').closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ minWidth: 'max-content' });
  });
});
