// My files stores a read file without its metadata: a PDF's information dictionary
// and XMP, an Office file's docProps/ parts (author, company, editing software) are
// gone from the stored object once the file is Ready, while its text reads the same.
// Through the real endpoints and Storage API: upload, process, then the stored object
// as the service sees it.
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, Zip, ZipDeflate, zipSync } from 'fflate';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFString,
  StandardFonts,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as filesProcessBackground from '../../netlify/functions/files-process-background.mts';
import * as filesProcess from '../../netlify/functions/files-process.mts';
import * as files from '../../netlify/functions/files.mts';
import { extractDocument } from '../../netlify/lib/documents/extract.ts';
import { officeWithoutMetadata } from '../../netlify/lib/documents/office-metadata.ts';
import { createServerClient } from '../../netlify/lib/server-client.ts';
import type { FilePassages } from '../../src/domain/files-contract.ts';
import { HANDBOOK, uploadFile } from './file-uploads.ts';
import { startFunctionTestStack, type FunctionTestStack } from './harness.ts';

type User = { id: string; accessToken: string };

const AUTHOR = 'Jane Secret';
const COMPANY = 'Initech Holdings';
const SOFTWARE = 'Acme Writer 2031';
const SECRETS = [AUTHOR, COMPANY, SOFTWARE];

let stack: FunctionTestStack;
beforeAll(async () => {
  stack = await startFunctionTestStack([files, filesProcess, { ...filesProcessBackground, name: 'files-process-background' }]);
});
afterAll(() => stack?.stop());

/** Uploads and reads the file as the app does; the stored object's bytes and the passages the owner sees. */
async function uploadAndRead(name: string, bytes: Uint8Array) {
  const owner: User = await stack.createUser();
  const { processed } = await uploadFile(stack, owner, name, bytes);
  expect(processed?.body.document).toMatchObject({ status: 'ready', size_bytes: bytes.length });
  const id = processed?.body.document.id as string;
  const service = createServerClient(stack.supabase.url, stack.supabase.serviceRoleKey);
  const download = await service.storage.from('documents').download(`${owner.id}/${id}/${name}`);
  expect(download.error).toBeNull();
  const stored = new Uint8Array(await (download.data as Blob).arrayBuffer());
  const opened = await stack.callJson<FilePassages>('GET', `/api/files/${id}`, owner);
  return { stored, passages: opened.body.passages.map(({ page, heading, content }) => ({ page, heading, content })) };
}

/** The passages extraction gives, as the owner's GET shows them. */
const passagesOf = async (bytes: Uint8Array, name: string) =>
  (await extractDocument(bytes, name)).passages.map(({ page, heading, content }) => ({ page, heading, content }));

// --- PDF ---

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<dc:creator><rdf:Seq><rdf:li>${AUTHOR}</rdf:li></rdf:Seq></dc:creator>
<xmp:CreatorTool>${SOFTWARE}</xmp:CreatorTool><pdf:Producer>${COMPANY} PDF export</pdf:Producer>
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;

async function pdfWithMetadata(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of [
    ['Welcome to Brewline.', 'We roast coffee in small batches.'],
    ['Staff take 25 days of paid holiday a year.'],
    ['Aprons are washed weekly by the laundry service.'],
  ]) {
    const page = pdf.addPage([400, 300]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 240 - i * 20, size: 12, font }));
  }
  pdf.setTitle(`Handbook by ${AUTHOR}`);
  pdf.setAuthor(AUTHOR);
  pdf.setSubject(`${COMPANY} staff rules`);
  pdf.setKeywords(['holidays', COMPANY]);
  pdf.setCreator(SOFTWARE);
  pdf.setProducer(`${SOFTWARE} PDF engine`);
  pdf.setCreationDate(new Date('2024-03-01T09:00:00Z'));
  pdf.setModificationDate(new Date('2024-03-02T09:00:00Z'));
  // a custom key, as Office's "custom properties" export them
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Company'), PDFHexString.fromText(COMPANY));
  const xmp = pdf.context.register(pdf.context.stream(XMP, { Type: 'Metadata', Subtype: 'XML' }));
  pdf.catalog.set(PDFName.of('Metadata'), xmp);
  return pdf.save();
}

/** Every string, name and (decoded) stream of a PDF, as text: what a reader of its bytes could find. */
async function pdfTexts(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const texts: string[] = [Buffer.from(bytes).toString('latin1')];
  const visit = (object: PDFObject | undefined): void => {
    if (object instanceof PDFString || object instanceof PDFHexString) texts.push(object.decodeText());
    else if (object instanceof PDFName) texts.push(object.decodeText());
    else if (object instanceof PDFArray) object.asArray().forEach(visit);
    else if (object instanceof PDFDict) for (const entry of object.entries()) entry.forEach(visit);
    else if (object instanceof PDFRawStream) {
      visit(object.dict);
      texts.push(Buffer.from(decodePDFRawStream(object).decode()).toString('latin1'));
    }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  visit(pdf.context.trailerInfo.Info instanceof PDFRef ? pdf.context.lookup(pdf.context.trailerInfo.Info) : pdf.context.trailerInfo.Info);
  return texts.join('\n');
}

// --- Office ---

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CORE = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>Handbook</dc:title><dc:creator>${AUTHOR}</dc:creator><cp:lastModifiedBy>${AUTHOR}</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">2024-03-01T09:00:00Z</dcterms:created></cp:coreProperties>`;
const APP = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${SOFTWARE}</Application><Company>${COMPANY}</Company><Manager>${AUTHOR}</Manager></Properties>`;
const CUSTOM = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Client"><vt:lpwstr>${COMPANY}</vt:lpwstr></property></Properties>`;

/** A .docx as Word writes one: the document, then core, app and custom properties named by the package's relationships. */
function docxWithMetadata(): Uint8Array {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const paragraphs = HANDBOOK.split('\n\n').map(
    (block) => `<w:p><w:r><w:t xml:space="preserve">${block.replace(/^#+ /, '')}</w:t></w:r></w:p>`,
  );
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
        '<Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/>` +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/>` +
        `<Relationship Id="rId4" Type="${REL}/custom-properties" Target="/docProps/custom.xml"></Relationship></Relationships>`,
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${paragraphs.join('')}</w:body></w:document>`,
    ),
    'docProps/core.xml': strToU8(CORE),
    'docProps/app.xml': strToU8(APP),
    'docProps/custom.xml': strToU8(CUSTOM),
  });
}

/** An .xlsx as exceljs writes one, with its author and company set. */
async function xlsxWithMetadata(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = AUTHOR;
  workbook.lastModifiedBy = AUTHOR;
  workbook.company = COMPANY;
  workbook.manager = AUTHOR;
  workbook.title = `Rota by ${AUTHOR}`;
  const sheet = workbook.addWorksheet('Rota');
  sheet.addRows([
    ['Day', 'Opens', 'Barista'],
    ['Monday', '07:00', 'Sam'],
    ['Tuesday', '07:30', 'Priya'],
  ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Checks a stored Office file: no docProps/ part nor any mention of one, no secret in any entry, every other entry as uploaded. */
function expectCleanOffice(stored: Uint8Array, original: Uint8Array) {
  const before = unzipSync(original);
  const after = unzipSync(stored);
  expect(Object.keys(before).filter((name) => name.startsWith('docProps/')).length).toBeGreaterThanOrEqual(2);
  expect(Object.keys(after).filter((name) => name.toLowerCase().startsWith('docprops/'))).toEqual([]);
  expect(Object.keys(after).sort()).toEqual(
    Object.keys(before)
      .filter((name) => !name.startsWith('docProps/'))
      .sort(),
  );
  for (const [name, content] of Object.entries(after)) {
    const text = `${strFromU8(content, true)}\n${Buffer.from(content).toString('utf16le')}`;
    for (const secret of SECRETS) expect(text, `${secret} in ${name}`).not.toContain(secret);
    if (name === '[Content_Types].xml' || name === '_rels/.rels') expect(text).not.toMatch(/docProps/i);
    else expect(content, name).toEqual(before[name]);
  }
  const packageRelationships = Buffer.from(after['_rels/.rels'] as Uint8Array)
    .toString('latin1')
    .replaceAll('\0', '');
  expect(packageRelationships).toContain('officeDocument');
}

describe('My files stores files without their metadata', () => {
  it('takes the information dictionary and the XMP out of a PDF, and its pages read the same', async () => {
    const original = await pdfWithMetadata();
    for (const secret of SECRETS) expect(await pdfTexts(original)).toContain(secret);
    const { stored, passages } = await uploadAndRead('handbook.pdf', original);

    const texts = await pdfTexts(stored);
    for (const secret of SECRETS) expect(texts).not.toContain(secret);
    const cleaned = await PDFDocument.load(stored, { updateMetadata: false });
    expect([cleaned.getTitle(), cleaned.getAuthor(), cleaned.getSubject(), cleaned.getKeywords()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([cleaned.getCreator(), cleaned.getProducer(), cleaned.getCreationDate(), cleaned.getModificationDate()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(cleaned.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(cleaned.getPageCount()).toBe(3);

    const expected = await passagesOf(original, 'handbook.pdf');
    expect(await passagesOf(stored, 'handbook.pdf')).toEqual(expected);
    expect(passages).toEqual(expected);
    expect(passages[1]).toMatchObject({ page: 2, content: 'Staff take 25 days of paid holiday a year.' });
  });

  it('drops the docProps/ parts of a .docx and what names them, keeping every other part as it was', async () => {
    const original = docxWithMetadata();
    const { stored, passages } = await uploadAndRead('handbook.docx', original);
    expectCleanOffice(stored, original);
    const expected = await passagesOf(original, 'handbook.docx');
    expect(await passagesOf(stored, 'handbook.docx')).toEqual(expected);
    expect(passages).toEqual(expected);
    expect(passages.map((passage) => passage.content).join('\n')).toContain('Staff take 25 days of paid holiday a year.');
  });

  it('drops the docProps/ parts of an .xlsx, and its sheets read the same', async () => {
    const original = await xlsxWithMetadata();
    const { stored, passages } = await uploadAndRead('rota.xlsx', original);
    expectCleanOffice(stored, original);
    const expected = await passagesOf(original, 'rota.xlsx');
    expect(await passagesOf(stored, 'rota.xlsx')).toEqual(expected);
    expect(passages).toEqual(expected);
    expect(passages[0]).toMatchObject({ page: 1, heading: 'Rota' });
    expect(passages[0]?.content).toContain('Day: Tuesday; Opens: 07:30; Barista: Priya');
  });

  it('keeps a text file byte for byte: it has no metadata to take out', async () => {
    const original = new TextEncoder().encode(HANDBOOK);
    const { stored } = await uploadAndRead('handbook.md', original);
    expect(stored).toEqual(original);
  });

  it('rewrites a package streamed with data descriptors, and package parts in UTF-16', async () => {
    // fflate's streaming writer puts each entry's sizes in a descriptor after its data
    const streamed = (parts: Record<string, Uint8Array>) => {
      const chunks: Uint8Array[] = [];
      const zip = new Zip((error, chunk) => {
        if (error) throw error;
        chunks.push(chunk);
      });
      for (const [name, content] of Object.entries(parts)) {
        const entry = new ZipDeflate(name);
        zip.add(entry);
        entry.push(content, true);
      }
      zip.end();
      return new Uint8Array(Buffer.concat(chunks));
    };
    const original = streamed(unzipSync(docxWithMetadata()));
    expect(original[6]! & 0x08).toBe(0x08);
    const stored = officeWithoutMetadata(original, 'streamed.docx') as Uint8Array;
    expectCleanOffice(stored, original);
    expect(stored[6]! & 0x08).toBe(0);
    expect(await passagesOf(stored, 'streamed.docx')).toEqual(await passagesOf(original, 'streamed.docx'));

    // UTF-16 package parts (which the reader itself does not take) keep their encoding and byte order mark
    const utf16 = (part: Uint8Array | undefined) =>
      new Uint8Array(
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(strFromU8(part as Uint8Array).replace('UTF-8', 'UTF-16'), 'utf16le')]),
      );
    const parts = unzipSync(docxWithMetadata());
    parts['[Content_Types].xml'] = utf16(parts['[Content_Types].xml']);
    parts['_rels/.rels'] = utf16(parts['_rels/.rels']);
    const wide = streamed(parts);
    const wideStored = officeWithoutMetadata(wide, 'wide.docx') as Uint8Array;
    expectCleanOffice(wideStored, wide);
    const types = unzipSync(wideStored)['[Content_Types].xml'] as Uint8Array;
    expect([types[0], types[1]]).toEqual([0xff, 0xfe]);
    expect(Buffer.from(types).toString('utf16le')).toContain('<Override PartName="/word/document.xml"');
  });
});
