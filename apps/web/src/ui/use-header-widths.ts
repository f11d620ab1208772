import { createContext, useLayoutEffect, useState, type RefObject } from 'react';

type Widths = ReadonlyMap<string, number>;

/** The header widths, handed to a tree grid's child rows through context, so an open row's children follow them. */
export const HeaderWidthsContext = createContext<Widths>(new Map());

function headerWidths(box: HTMLElement | null): Widths {
  const widths = new Map<string, number>();
  const header = box?.querySelector<HTMLElement>('thead tr');
  for (const cell of header?.querySelectorAll<HTMLElement>(':scope > th[data-accessor]') ?? [])
    widths.set(cell.dataset.accessor ?? '', cell.getBoundingClientRect().width);
  return widths;
}

const sameWidths = (a: Widths, b: Widths) =>
  a.size === b.size && [...b].every(([key, width]) => Math.abs((a.get(key) ?? -1) - width) < 0.5);

/**
 * The rendered width of each header column, by accessor: a tree grid's child rows sit in a table of their own inside
 * the parent row's expansion cell, and take these widths to line up under the header. Measured after every render
 * and whenever the grid's box or a header cell is resized (the header is looked up afresh each render, as the table may
 * replace it while loading).
 */
export function useHeaderWidths(box: RefObject<HTMLElement | null>, enabled: boolean): Widths {
  const [widths, setWidths] = useState<Widths>(() => new Map());
  useLayoutEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    const measure = () => {
      const next = headerWidths(element);
      setWidths((old) => (sameWidths(old, next) ? old : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The box (the window resized) and each header cell (the columns rebalanced as rows came or opened).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const cell of element.querySelectorAll('thead th')) observer.observe(cell);
    return () => observer.disconnect();
  });
  return widths;
}
