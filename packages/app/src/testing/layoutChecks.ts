/** Layout checks for stories in a real browser (they read the boxes the browser laid out). */

/** The words of an element's text that the browser broke across lines: a word's range has one box per line. */
export function wordsBrokenAcrossLines(element: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}
