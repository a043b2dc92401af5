import { inflateSync } from 'node:zlib';

/** The text drawn on a PDF's pages: pdf-lib writes each line as a hex string in a deflated content stream. */
export function drawnText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      lines.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return lines.join('\n');
}
