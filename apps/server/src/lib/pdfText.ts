import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts encode WinAnsi only: any other character (a name in Devanagari, an emoji)
 * would make pdf-lib throw, so it is replaced rather than lose the whole document.
 */
export function winAnsi(text: string): string {
  return text.normalize('NFC').replace(/[^\x20-\x7E\xA0-\xFF\u20AC\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g, '?');
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}
