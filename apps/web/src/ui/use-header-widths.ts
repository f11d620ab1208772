import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The rendered width of each header column, by accessor, kept up to date as the grid resizes: a tree grid's child rows
 * sit in a table of their own inside the parent row's expansion cell, and take these widths to line up under the
 * header. `columnsKey` (the visible accessors) re-measures when columns are shown or hidden; undefined measures nothing.
 */
export function useHeaderWidths(box: RefObject<HTMLDivElement | null>, columnsKey: string | undefined) {
  const [widths, setWidths] = useState<ReadonlyMap<string, number>>(new Map());
  useLayoutEffect(() => {
    const header = columnsKey === undefined ? null : box.current?.querySelector<HTMLElement>('thead tr');
    if (!header) return;
    const measure = () => {
      const next = new Map<string, number>();
      for (const cell of header.querySelectorAll<HTMLElement>(':scope > th[data-accessor]'))
        next.set(cell.dataset.accessor ?? '', cell.getBoundingClientRect().width);
      setWidths((old) =>
        old.size === next.size && [...next].every(([key, width]) => Math.abs((old.get(key) ?? -1) - width) < 0.5)
          ? old
          : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const cell of header.querySelectorAll(':scope > th')) observer.observe(cell);
    return () => observer.disconnect();
  }, [box, columnsKey]);
  return widths;
}
