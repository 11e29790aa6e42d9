import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

import PDFDocument from 'pdfkit';

import { business, formattedAddress } from 'shared-contracts/business/business';
import { theme } from 'shared-contracts/ui/theme';

import { careGuide } from '../src/features/resources/care-guide';

/**
 * Writes the vinyl wrap care guide as a PDF from the same content the page shows, to
 * `dist/downloads/`, which the site serves at /downloads/vinyl-wrap-care-guide.pdf.
 */
const out = path.join(import.meta.dirname, '..', 'dist', 'downloads', 'vinyl-wrap-care-guide.pdf');
mkdirSync(path.dirname(out), { recursive: true });

/** The guide's edition: a fixed date, so the same text makes the same file (and the same release id). */
const EDITION = new Date(Date.UTC(2026, 0, 5));
const doc = new PDFDocument({
  size: 'LETTER',
  margin: 64,
  info: {
    Title: careGuide.title,
    Author: business.name,
    Subject: careGuide.lead,
    CreationDate: EDITION,
    ModDate: EDITION,
  },
});
doc.pipe(createWriteStream(out));

doc.fillColor(theme.color.brand).fontSize(11).text(business.name.toUpperCase(), { characterSpacing: 1.5 });
doc.moveDown(0.4).fillColor('#0f172a').fontSize(26).text(careGuide.title);
doc.moveDown(0.4).fillColor('#334155').fontSize(12).text(careGuide.lead);

for (const section of careGuide.sections) {
  doc.moveDown(1).fillColor('#0f172a').fontSize(15).text(section.heading);
  doc.moveDown(0.3).fillColor('#334155').fontSize(11);
  for (const paragraph of section.paragraphs ?? []) doc.text(paragraph, { lineGap: 3 }).moveDown(0.4);
  if (section.list) doc.list([...section.list], { bulletRadius: 2, lineGap: 3 });
}

doc
  .moveDown(2)
  .fillColor('#64748b')
  .fontSize(10)
  .text(`${business.name} · ${formattedAddress} · ${business.phone.display} · ${business.email}`);
doc.end();
console.info(`Care guide PDF written to ${path.relative(process.cwd(), out)}`);
