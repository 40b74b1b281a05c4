import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy and paste would give it, page by page, each run of text its own line:
 * read with Mozilla's PDF.js, so a test sees what a PDF viewer shows rather than the file's bytes.
 */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ pages: number; lines: string[]; info: Record<string, unknown> }> {
  // A copy: PDF.js takes the buffer over.
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { pages: doc.numPages, lines, info: info as Record<string, unknown> };
}
