/**
 * Message text breaks anywhere it must: a long link, reference or word stays inside its box instead of widening the
 * inbox or the conversation past the screen.
 */
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;
