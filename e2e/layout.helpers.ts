import type { Locator } from '@playwright/test';

/** Each element's text, where its box starts and on how many lines its text runs (a label broken over lines shows). */
export const linesOf = (elements: Locator) =>
  elements.evaluateAll((items) =>
    items.map((item) => {
      // The lines the text itself runs on (its text nodes' boxes, not the boxes of elements around them).
      const tops = new Set<number>();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return { text: item.textContent, top: Math.round(item.getBoundingClientRect().top), lines: tops.size };
    }),
  );
