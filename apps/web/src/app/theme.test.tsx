import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Badge, DEFAULT_THEME, Loader, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, lightBackground, readableOnLight, theme } from './theme.ts';

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

  it('gives light badges, buttons and alerts of every colour text of at least 4.5:1 on their pale background', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      expect(contrastRatio(readableOnLight(shades), lightBackground(shades)), name).toBeGreaterThanOrEqual(4.5);
    }
    // Blue's shade 9 (4.0:1 on blue 2, a hovered 'Member PDF' button) and yellow's (2.8:1) are darkened.
    expect(readableOnLight(DEFAULT_THEME.colors.blue)).not.toBe(DEFAULT_THEME.colors.blue[9]);
    expect(readableOnLight(DEFAULT_THEME.colors.yellow)).not.toBe(DEFAULT_THEME.colors.yellow[9]);
  });

  it('measures the light text against the background Mantine really paints on hover', () => {
    // The stylesheet the app imports defines the light colours of the light scheme (the first definition).
    const css = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
    const hover = /--mantine-color-blue-light-hover:\s*var\(--mantine-color-blue-(\d)\)/.exec(css);
    expect(hover, 'the light hover variable').not.toBeNull();
    expect(lightBackground(DEFAULT_THEME.colors.blue)).toBe(DEFAULT_THEME.colors.blue[Number(hover![1])]);
  });
});
