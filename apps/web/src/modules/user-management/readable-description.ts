/**
 * Input descriptions in the body's secondary grey: Mantine's default (dimmed, gray.6) is below the 4.5:1 contrast
 * WCAG AA asks for small text on white. Passed as `styles` to inputs that carry a description.
 */
export const READABLE_DESCRIPTION = { description: { color: 'var(--mantine-color-gray-7)' } } as const;
