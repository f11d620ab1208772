import type { ReactNode } from 'react';
import { EmailText } from './EmailText.tsx';
import classes from './grid-fit.module.css';

/** The class of the box around a grid whose headers may take two lines (see grid-fit.module.css). */
export const FIT_GRID_CLASS = classes.fits;

/**
 * A long name or e-mail in a grid that fits its box: up to two lines, a longer one cut with an ellipsis and whole on
 * hover. An e-mail may break before its '@' only, never inside a word.
 */
export function TwoLineText({ text, email = false }: { text: string | null | undefined; email?: boolean }): ReactNode {
  if (!text) return null;
  return (
    <span className={classes.twoLines} title={text}>
      {email ? <EmailText address={text} /> : text}
    </span>
  );
}
