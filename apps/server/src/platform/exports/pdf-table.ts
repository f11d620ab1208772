/** A table cell for pdfmake: the text, or the text allowed to break inside its words. */
export type PdfTableCell = string | { text: string; wordBreak: 'break-all' };

export interface PdfTableLayout {
  /** pdfmake column widths: 'auto' (as wide as the content asks, shared out like an HTML table) or points. */
  widths: ('auto' | number)[];
  body: PdfTableCell[][];
  /** The text size: the one asked for, or smaller (down to the minimum) when the columns would not fit. */
  fontSize: number;
}

export interface PdfTableFit {
  /** Points across the page for the table. */
  width: number;
  /** The cell padding of a whole row, in points. */
  padding: number;
  fontSize: number;
  minimumFontSize: number;
  /** A word's width in points at `fontSize`, in the table's font. */
  measure: (word: string) => number;
}

/** How many of a column's longest words (by characters) are measured to find its widest. */
const MEASURED_WORDS = 3;

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word.length > 0);

/** Keeps a column's few longest words (by characters), longest first. */
function keepLongest(kept: string[], word: string): void {
  const shortest = kept[MEASURED_WORDS - 1];
  if ((shortest !== undefined && word.length <= shortest.length) || kept.includes(word)) return;
  kept.push(word);
  kept.sort((a, b) => b.length - a.length);
  kept.length = Math.min(kept.length, MEASURED_WORDS);
}

/** The largest width at which the columns needing more, capped at it, and the narrower ones together fit the budget. */
function capWidth(needs: number[], budget: number): number {
  const ascending = [...needs].sort((a, b) => a - b);
  let below = 0;
  for (const [index, need] of ascending.entries()) {
    const candidate = (budget - below) / (ascending.length - index);
    if (candidate <= need) return Math.max(1, candidate);
    below += need;
  }
  return budget / Math.max(1, needs.length);
}

/**
 * Widths (and text size) that keep every column of a table on the page. pdfmake cannot break a word, so when the
 * columns' widest words and the padding need more than the width, pdfmake would push the last columns off the page.
 * Then the text gets smaller, down to the minimum size; if that is not enough, the widest columns are capped at one
 * width, the largest that fits (the narrow columns keep what they need), and their words longer than it may break
 * anywhere. The other columns stay 'auto'.
 */
export function fitTableWidths(rows: string[][], fit: PdfTableFit): PdfTableLayout {
  const longest: string[][] = Array.from({ length: rows[0]?.length ?? 0 }, () => []);
  for (const row of rows)
    for (const [column, text] of row.entries()) {
      const kept = longest[column];
      if (kept) for (const word of wordsOf(text)) keepLongest(kept, word);
    }
  // The width a column's widest word asks at the size asked for, then at the size that fits (1 pt spare for rounding).
  const asked = longest.map((words) => Math.max(0, ...words.map(fit.measure)));
  const budget = fit.width - fit.padding;
  const total = asked.reduce((sum, width) => sum + width, 0);
  const fitting = (budget - asked.length) / Math.max(1, total);
  const scale = Math.min(1, Math.max(fit.minimumFontSize / fit.fontSize, fitting));
  const fontSize = Math.floor(fit.fontSize * scale * 10) / 10;
  const needs = asked.map((width) => (width * fontSize) / fit.fontSize + 1);
  if (needs.reduce((sum, need) => sum + need, 0) <= budget)
    return { widths: needs.map(() => 'auto'), body: rows, fontSize };

  const cap = capWidth(needs, budget);
  // Per capped column, points per character of its words: which words are longer than the cap, without measuring all.
  const perCharacter = needs.map((need, column) =>
    need > cap ? need / Math.max(1, longest[column]?.[0]?.length ?? 1) : undefined,
  );
  const body = rows.map((row) =>
    row.map((text, column): PdfTableCell => {
      const points = perCharacter[column];
      if (points === undefined || !wordsOf(text).some((word) => word.length * points > cap)) return text;
      return { text, wordBreak: 'break-all' };
    }),
  );
  return { widths: perCharacter.map((points) => (points === undefined ? 'auto' : Math.floor(cap))), body, fontSize };
}
