import type { PDFFont } from 'pdf-lib';
import { lazyModule } from './lazyModule';
import { winAnsi, wrap } from './pdfText';

/** pdf-lib, loaded by the first PDF a process writes (not at start-up). */
export const pdfLib = lazyModule(() => import('pdf-lib'));

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

export interface WriteOptions {
  size?: number;
  bold?: boolean;
  /** Space after the text, in points. */
  gap?: number;
  /** Grey level 0 (black) … 1 (white). */
  shade?: number;
}

/**
 * An A4 document written top to bottom as wrapped lines of the standard Helvetica fonts, a new
 * page whenever the next line would not fit: what the prescription and the records PDFs draw.
 */
export async function textPdf(meta: { title: string; author: string; created: Date }) {
  const { PDFDocument, rgb, StandardFonts } = await pdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(meta.title));
  pdf.setAuthor(winAnsi(meta.author));
  pdf.setCreationDate(meta.created);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const boldFont = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(A4);
  const width = page.getWidth() - MARGIN * 2;
  let y = page.getHeight() - MARGIN;

  const write = (text: string, opts: WriteOptions = {}) => {
    const size = opts.size ?? 11;
    const font: PDFFont = opts.bold ? boldFont : regular;
    const shade = opts.shade ?? 0;
    for (const line of wrap(winAnsi(text), font, size, width)) {
      if (y < MARGIN + size) {
        page = pdf.addPage(A4);
        y = page.getHeight() - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(shade, shade, shade) });
      y -= size + 4;
    }
    y -= opts.gap ?? 0;
  };
  const space = (points: number) => {
    y -= points;
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + width, y },
      thickness: 0.7,
      color: rgb(0.7, 0.7, 0.7),
    });
    y -= 12;
  };
  /** A bold heading and its text, left out when there is no text. */
  const section = (heading: string, body: string) => {
    if (!body) return;
    write(heading, { bold: true });
    write(body, { gap: 6 });
  };
  return { write, space, rule, section, save: () => pdf.save() };
}
