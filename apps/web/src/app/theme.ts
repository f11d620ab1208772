import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Filled colours use shade 9 and pick black or white text by luminance (threshold 0.17), so text on every filled
 * button and badge meets WCAG AA contrast (4.5:1) whatever colour a module chooses.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 9, dark: 6 },
  autoContrast: true,
  luminanceThreshold: 0.17,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  // Users who ask their system for reduced motion (WCAG 2.3.3) get dialogs, menus and toasts without animation.
  respectReducedMotion: true,
  components: {
    // Toast text in the body colour (the default dimmed grey is below 4.5:1 on white).
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
    // A loader says what is loading (its aria-label): a status, since ARIA forbids a name on an element without a role.
    Loader: { defaultProps: { role: 'status' } },
    // A status badge is never cut to 'IN PROGR…': a grid's column keeps room for the whole word.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

/** WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The pale background of a 'light' badge, button or alert: Mantine paints it in shade 1 at rest and shade 2 on hover
 * (its default CSS variables, `--mantine-color-<name>-light` and `-light-hover`); the text must read on the darker one.
 */
export function lightBackground(shades: MantineColorsTuple): string {
  return shades[2];
}

/** Shade 9, darkened in steps where even that is below 4.5:1 on the pale background (green, lime, yellow, orange). */
export function readableOnLight(shades: MantineColorsTuple): string {
  const background = lightBackground(shades);
  let text: string = shades[9];
  for (let step = 0; step < 10 && contrastRatio(text, background) < 4.5; step++) text = darken(text, 0.1);
  return text;
}

/**
 * Text of 'light' badges, buttons and alerts readable on their pale background (4.5:1, `readableOnLight`): Mantine's
 * default shade is below it, an accessibility fault every module would otherwise inherit. Dimmed text (`c="dimmed"`,
 * descriptions, table footers) in gray 7: Mantine's gray 6 is 3.3:1 on white, below WCAG AA's 4.5:1. Field errors and
 * required asterisks in red 9 (5.5:1): the default red 6 is 3.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(current.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        readableOnLight(shades),
      ]),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
