import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Each element's text, where its box starts and on how many lines its text runs (a label broken over lines shows). */
export const linesOf = (elements: Locator) =>
  elements.evaluateAll((items) =>
    items.map((item) => {
      // The lines the text itself runs on (its text nodes' boxes, not the boxes of elements around them). A box whose
      // middle is within a line's height is on that line: a small badge's text beside a value is not a second line.
      const lines: { top: number; bottom: number }[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const middle = (rect.top + rect.bottom) / 2;
          if (rect.width > 0 && !lines.some((line) => middle >= line.top && middle <= line.bottom))
            lines.push({ top: rect.top, bottom: rect.bottom });
        }
      }
      return { text: item.textContent, top: Math.round(item.getBoundingClientRect().top), lines: lines.length };
    }),
  );

/**
 * Checks that each cell of a grid's rows keeps to one line: its text runs on one line, and none of its text may break
 * over lines whatever its length (a longer name or address than today's would not wrap either); text cut with an
 * ellipsis shows whole on hover. `name` names the grid in a failure; `cellSelector` leaves out a column meant to wrap.
 * Returns the texts that were cut.
 */
export async function expectOneLineCells(rows: Locator, name: string, cellSelector = 'td'): Promise<string[]> {
  const cells = rows.locator(cellSelector);
  const lines = await linesOf(cells);
  expect(
    lines.map((cell) => cell.lines),
    name,
  ).toContain(1);
  expect(
    lines.filter((cell) => cell.lines > 1).map((cell) => cell.text),
    name,
  ).toEqual([]);
  const layout = await cells.evaluateAll((items) =>
    items.map((item) => {
      let wraps = false;
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const style = getComputedStyle(node.parentElement!);
        if (node.textContent?.trim() && style.whiteSpace !== 'nowrap' && style.textWrapMode !== 'nowrap') wraps = true;
      }
      const cut = getComputedStyle(item).textOverflow === 'ellipsis' && item.scrollWidth > item.clientWidth;
      return { text: item.textContent, wraps, cut, title: item.getAttribute('title') };
    }),
  );
  expect(
    layout.filter((cell) => cell.wraps).map((cell) => cell.text),
    name,
  ).toEqual([]);
  const cut = layout.filter((cell) => cell.cut);
  for (const cell of cut) expect(cell.title, name).toBe(cell.text);
  return cut.map((cell) => cell.text);
}

/**
 * Checks that a grid fits its box: it does not scroll sideways (its scrolling viewport is no wider than its content),
 * and every column header reads whole: on one line, not cut with an ellipsis, and its text's end inside the box and not
 * covered by anything (a pinned column laid over a header hides its end: 'Waiting' read 'Wait'). `name` names the grid
 * in a failure. `headerLines` allows a header to break between its words onto that many lines (default one).
 */
export async function expectGridFits(grid: Locator, name: string, headerLines = 1): Promise<void> {
  const headers = grid.locator('thead th');
  const lines = await linesOf(headers);
  const layout = await grid.evaluate((table) => {
    const viewport = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement!;
    const box = viewport.getBoundingClientRect();
    const shown = [...table.querySelectorAll('thead th')].map((header) => {
      const cut = [header, ...header.querySelectorAll('*')].some(
        (element) => getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth,
      );
      // Where the header's text ends: that point must be inside the box and show this header, not a column over it.
      let end: DOMRect | undefined;
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        end = rects.at(-1) ?? end;
      }
      if (!end) return { cut, covered: false };
      const x = end.right - 1;
      const y = (end.top + end.bottom) / 2;
      const inBox = x >= box.left && x <= box.right;
      return { cut, covered: !inBox || !header.contains(document.elementFromPoint(x, y)) };
    });
    return { scrollWidth: viewport.scrollWidth, clientWidth: viewport.clientWidth, shown };
  });
  expect(layout.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(layout.clientWidth);
  const faults = lines.flatMap((header, index) => {
    const { cut, covered } = layout.shown[index]!;
    const why = [
      header.lines > headerLines && 'broken over lines',
      cut && 'cut',
      covered && 'covered or outside the box',
    ];
    const text = header.text.trim();
    return text && why.some(Boolean) ? [`${text}: ${why.filter(Boolean).join(', ')}`] : [];
  });
  expect(faults, `${name}: headers not whole`).toEqual([]);
}

/**
 * Checks a grid wider than its box whose leading columns are pinned (DataGrid's pinnedColumns): scrolled sideways as a
 * user scrolls it (the wheel over its rows), the pinned headers, named by their text, and the first row's cells under
 * them stay whole in view at the box's left, nothing laid over them, while the next column has scrolled in under
 * them; and the last pinned column's edge casts its shadow. `name` names the grid in a failure.
 */
export async function expectPinnedWhileScrolled(grid: Locator, pinned: string[], name: string): Promise<void> {
  const viewport = grid.locator('xpath=ancestor::div[contains(@class, "mantine-ScrollArea-viewport")][1]');
  const widths = await viewport.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(widths.scroll, `${name} is wider than its box`).toBeGreaterThan(widths.client);
  const firstCell = grid.locator('tbody tr').first().locator('td').first();
  await firstCell.hover();
  await grid.page().mouse.wheel(widths.scroll, 0);
  await expect.poll(() => viewport.evaluate((box) => box.scrollLeft), `${name} scrolled sideways`).toBeGreaterThan(0);
  const layout = await grid.evaluate((table, titles) => {
    const box = table.closest('.mantine-ScrollArea-viewport')!.getBoundingClientRect();
    const headers = [...table.querySelectorAll<HTMLElement>('thead th')];
    const row = table.querySelector('tbody tr')!;
    const cells = [...row.querySelectorAll<HTMLElement>(':scope > td')];
    const shown = (element: HTMLElement) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return rect.left >= box.left - 1 && rect.right <= box.right + 1 && element.contains(hit);
    };
    const indexes = titles.map((title) => headers.findIndex((header) => header.textContent.trim() === title));
    const last = indexes.at(-1) ?? -1;
    const next = headers[last + 1];
    return {
      missing: titles.filter((_, at) => indexes[at] === -1),
      notInView: indexes.flatMap((index, at) =>
        [headers[index], cells[index]].some((element) => !element || !shown(element)) ? [titles[at]] : [],
      ),
      // The column after the pinned ones has moved left of the last pinned column's right edge: under it.
      nextScrolledUnder:
        next !== undefined && next.getBoundingClientRect().left < headers[last]!.getBoundingClientRect().right - 1,
      // The first pinned column starts at the box's left edge, after the tick box of a grid that has one.
      offLeft: Math.round(
        headers[indexes[0] ?? 0]!.getBoundingClientRect().left -
          box.left -
          headers.slice(0, indexes[0] ?? 0).reduce((sum, header) => sum + header.getBoundingClientRect().width, 0),
      ),
    };
  }, pinned);
  expect(layout.missing, `${name}: pinned headers`).toEqual([]);
  expect(layout.notInView, `${name}: pinned columns out of view after scrolling`).toEqual([]);
  expect(layout.nextScrolledUnder, `${name}: the rest scrolled under the pinned columns`).toBe(true);
  expect(Math.abs(layout.offLeft), `${name}: pinned columns at the left`).toBeLessThanOrEqual(1);
  const edge = grid
    .locator('thead th')
    .filter({ hasText: pinned.at(-1)! })
    .first();
  await expect
    .poll(() => edge.evaluate((header) => Number(getComputedStyle(header, '::after').opacity)), `${name}: edge shadow`)
    .toBeGreaterThan(0.9);
}
