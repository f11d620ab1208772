import { createTheme } from '@mantine/core';

/** Darker primary shades so text on filled buttons and links meets WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  components: {
    // Toast text in the body colour (the default dimmed grey is below 4.5:1 on white).
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
  },
});
