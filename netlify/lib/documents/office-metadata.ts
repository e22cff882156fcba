// A .docx or .xlsx without its document properties: the docProps/ parts (core.xml:
// author, last editor, dates; app.xml: company, manager, the editing software;
// custom.xml; the thumbnail) are dropped, with the relationship in _rels/.rels and the
// content type override in [Content_Types].xml that name them. Every other entry
// keeps its compressed bytes as they came (nothing else is inflated, so the zip-bomb
// bounds inspectZip checked hold); only those two small XML parts are inflated, each
// no further than the size it declares, and written again. The archive itself is
// written afresh: no zip comment, no extra fields (timestamps, owner ids), no data
// descriptors.
import { deflateSync } from 'fflate';
import { crc32 } from 'node:zlib';
import { inflatePart, type ZipPart, zipParts } from './zip-guard.ts';

const PROPERTIES_FOLDER = 'docprops/';
const CONTENT_TYPES = '[content_types].xml';
const PACKAGE_RELATIONSHIPS = '_rels/.rels';
/** General purpose flag 3: sizes and CRC in a descriptor after the data. Written here in the headers instead. */
const DATA_DESCRIPTOR_FLAG = 0x0008;

/** A part name or relationship target as the package sees it: no leading slash or "./", any case (OPC names ignore case). */
const partKey = (target: string) => target.replace(/^\.?\//, '').toLowerCase();
const isProperties = (target: string) => partKey(target).startsWith(PROPERTIES_FOLDER);

/** An XML part as text, in the encoding it came in (UTF-8 or UTF-16, its byte order mark kept), and back. */
function decodeXml(bytes: Uint8Array): { text: string; encode: (text: string) => Uint8Array } {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0x3c && bytes[1] === 0x00)
      ? 'le'
      : (bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0x00 && bytes[1] === 0x3c)
        ? 'be'
        : null;
  if (utf16 === null)
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes),
      encode: (text) => new TextEncoder().encode(text),
    };
  const text = new TextDecoder(`utf-16${utf16}`, { fatal: true, ignoreBOM: true }).decode(bytes);
  return {
    text,
    encode: (value) => {
      const encoded = new Uint8Array(Buffer.from(value, 'utf16le'));
      return utf16 === 'le' ? encoded : encoded.map((_, i) => encoded[i ^ 1] as number);
    },
  };
}

/** The XML without the `element`s whose `attribute` names a docProps/ part (self-closing or not, any namespace prefix). */
function withoutPropertyElements(xml: string, element: string, attribute: string): string {
  const elements = new RegExp(`<(?:[\\w.-]+:)?${element}\\b[^>]*>(?:\\s*</(?:[\\w.-]+:)?${element}\\s*>)?`, 'g');
  const value = new RegExp(`\\s${attribute}\\s*=\\s*(["'])(.*?)\\1`);
  return xml.replace(elements, (found) => {
    const target = value.exec(found)?.[2];
    return target !== undefined && isProperties(target) ? '' : found;
  });
}

function rewritten(part: ZipPart, content: Uint8Array): ZipPart {
  return { ...part, method: 8, crc: crc32(content) >>> 0, size: content.length, data: deflateSync(content, { level: 6 }) };
}

function zipOf(parts: ZipPart[]): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = encoder.encode(part.name);
    const flags = part.flags & ~DATA_DESCRIPTOR_FLAG;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, part.versionNeeded, true);
    local.setUint16(6, flags, true);
    local.setUint16(8, part.method, true);
    local.setUint16(10, part.time, true);
    local.setUint16(12, part.date, true);
    local.setUint32(14, part.crc, true);
    local.setUint32(18, part.data.length, true);
    local.setUint32(22, part.size, true);
    local.setUint16(26, name.length, true);
    locals.push(new Uint8Array(local.buffer), name, part.data);

    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, part.versionMadeBy, true);
    central.setUint16(6, part.versionNeeded, true);
    central.setUint16(8, flags, true);
    central.setUint16(10, part.method, true);
    central.setUint16(12, part.time, true);
    central.setUint16(14, part.date, true);
    central.setUint32(16, part.crc, true);
    central.setUint32(20, part.data.length, true);
    central.setUint32(24, part.size, true);
    central.setUint16(28, name.length, true);
    central.setUint16(36, part.internalAttributes, true);
    central.setUint32(38, part.externalAttributes, true);
    central.setUint32(42, offset, true);
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + part.data.length;
  }
  const directorySize = centrals.reduce((sum, bytes) => sum + bytes.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, parts.length, true);
  end.setUint16(10, parts.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  return Buffer.concat([...locals, ...centrals, new Uint8Array(end.buffer)]);
}

/**
 * The Office file without its docProps/ parts, or null when it has none (nothing to
 * store again). Throws when a part to rewrite is not UTF-8 or UTF-16 XML.
 */
export function officeWithoutMetadata(bytes: Uint8Array, name: string): Uint8Array | null {
  const parts = zipParts(bytes, name);
  if (!parts.some((part) => isProperties(part.name))) return null;
  const kept = parts
    .filter((part) => !isProperties(part.name))
    .map((part) => {
      const key = partKey(part.name);
      if (key !== CONTENT_TYPES && key !== PACKAGE_RELATIONSHIPS) return part;
      const { text, encode } = decodeXml(inflatePart(part, name));
      const cleaned =
        key === CONTENT_TYPES
          ? withoutPropertyElements(text, 'Override', 'PartName')
          : withoutPropertyElements(text, 'Relationship', 'Target');
      // A mention left (markup these patterns do not know) would name a part that is gone: keep the original instead.
      if (/docprops\//i.test(cleaned)) throw new Error(`${part.name} names docProps/ in a way it cannot be rewritten`);
      return cleaned === text ? part : rewritten(part, encode(cleaned));
    });
  return zipOf(kept);
}
