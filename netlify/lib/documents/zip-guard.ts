// A .docx or .xlsx is a ZIP, and a ZIP can unpack to far more than it weighs (a
// "zip bomb"). mammoth and exceljs unpack the whole archive into memory, so the
// archive is measured here first: the central directory's declared sizes and entry
// count, then every entry is actually inflated (streamed, output counted and thrown
// away) so an archive that lies about its sizes is caught before a parser trusts it.
import { Inflate } from 'fflate';
import { FILE_MESSAGES } from '#domain/files-contract.ts';
import type { Deadline } from './deadline.ts';
import { DocumentRefused } from './refused.ts';

const MIB = 1024 * 1024;
export const ZIP_LIMITS = {
  totalBytes: 200 * MIB,
  entries: 10_000,
  /** Ratios above this are only refused for entries over `ratioFloorBytes`: small XML parts compress very well. */
  ratio: 100,
  ratioFloorBytes: 1 * MIB,
} as const;

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const U32_MAX = 0xffffffff;
// Input is fed to the inflater in slices this size, so one slice expands to at most ~1032x (16 MB).
const INFLATE_SLICE = 16 * 1024;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** Where the central directory's record of this entry starts. */
  centralAt: number;
}

class Broken extends Error {}

function endOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new Broken('no end of central directory');
}

/** Sizes and offset a ZIP64 extra field holds for the fields the entry set to 0xFFFFFFFF. */
function applyZip64(view: DataView, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw new Broken('short zip64 field');
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.size === U32_MAX) entry.size = next();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next();
      if (entry.localOffset === U32_MAX) entry.localOffset = next();
      return;
    }
    at += 4 + length;
  }
}

function readCentralDirectory(view: DataView, name: string): ZipEntry[] {
  const eocd = endOfCentralDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  // 0xFFFF is also the ZIP64 "see elsewhere" marker: either way more entries than we read.
  if (count > ZIP_LIMITS.entries) throw new DocumentRefused(FILE_MESSAGES.expandsTooFar(name));
  let at = view.getUint32(eocd + 16, true);
  const utf8 = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_ENTRY) throw new Broken('bad central entry');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength + extraLength > view.byteLength) throw new Broken('entry past the end');
    const entry: ZipEntry = {
      name: utf8.decode(new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      centralAt: at,
    };
    if (view.getUint16(at + 8, true) & 1) throw new DocumentRefused(FILE_MESSAGES.encrypted(name));
    const extraStart = at + 46 + nameLength;
    applyZip64(view, extraStart, extraStart + extraLength, entry);
    entries.push(entry);
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}

function checkDeclaredSizes(entries: ZipEntry[], name: string): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    const ratio = entry.size / Math.max(entry.compressedSize, 1);
    if (total > ZIP_LIMITS.totalBytes || (entry.size > ZIP_LIMITS.ratioFloorBytes && ratio > ZIP_LIMITS.ratio)) {
      throw new DocumentRefused(FILE_MESSAGES.expandsTooFar(name));
    }
  }
}

/** Where an entry's (compressed) data lies, after its local header. */
function dataRange(view: DataView, entry: ZipEntry): { start: number; end: number } {
  const local = entry.localOffset;
  if (local + 30 > view.byteLength || view.getUint32(local, true) !== LOCAL_ENTRY) throw new Broken('bad local header');
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + entry.compressedSize;
  if (end > view.byteLength) throw new Broken('entry data past the end');
  return { start, end };
}

/** Inflates one entry without keeping its output, refusing it as soon as it outgrows its declared size. */
function checkActualSize(view: DataView, entry: ZipEntry, name: string): void {
  const { start, end } = dataRange(view, entry);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new Broken('stored size mismatch');
    return;
  }
  if (entry.method !== 8) throw new Broken(`compression method ${entry.method}`);
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > entry.size) throw new DocumentRefused(FILE_MESSAGES.expandsTooFar(name));
  });
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let at = start; at < end; at += INFLATE_SLICE) {
    const sliceEnd = Math.min(at + INFLATE_SLICE, end);
    inflater.push(bytes.subarray(at, sliceEnd), sliceEnd === end);
  }
  if (produced !== entry.size) throw new Broken('size mismatch');
}

/**
 * The entry names of a ZIP that stays within ZIP_LIMITS. Throws DocumentRefused
 * (expandsTooFar, encrypted) or, for a damaged archive, unreadable.
 */
export function inspectZip(bytes: Uint8Array, name: string, deadline?: Deadline): Set<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const entries = readCentralDirectory(view, name);
    checkDeclaredSizes(entries, name);
    for (const entry of entries) {
      deadline?.check();
      checkActualSize(view, entry, name);
    }
    return new Set(entries.map((entry) => entry.name));
  } catch (error) {
    if (error instanceof DocumentRefused) throw error;
    throw new DocumentRefused(FILE_MESSAGES.unreadable(name), { cause: error });
  }
}

/** An entry as its central directory record describes it, with its compressed bytes (a view into the archive). */
export interface ZipPart {
  name: string;
  versionMadeBy: number;
  versionNeeded: number;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  size: number;
  internalAttributes: number;
  externalAttributes: number;
  data: Uint8Array;
}

/**
 * The entries of a ZIP that inspectZip has let through, without inflating any:
 * the central directory is read again (cheap) and the declared sizes checked again,
 * so this never trusts an archive more than inspectZip does.
 */
export function zipParts(bytes: Uint8Array, name: string): ZipPart[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const entries = readCentralDirectory(view, name);
    checkDeclaredSizes(entries, name);
    return entries.map((entry) => {
      const at = entry.centralAt;
      const { start, end } = dataRange(view, entry);
      return {
        name: entry.name,
        versionMadeBy: view.getUint16(at + 4, true),
        versionNeeded: view.getUint16(at + 6, true),
        flags: view.getUint16(at + 8, true),
        method: entry.method,
        time: view.getUint16(at + 12, true),
        date: view.getUint16(at + 14, true),
        crc: view.getUint32(at + 16, true),
        size: entry.size,
        internalAttributes: view.getUint16(at + 36, true),
        externalAttributes: view.getUint32(at + 38, true),
        data: bytes.subarray(start, end),
      };
    });
  } catch (error) {
    if (error instanceof DocumentRefused) throw error;
    throw new DocumentRefused(FILE_MESSAGES.unreadable(name), { cause: error });
  }
}

/** One entry's content, inflated no further than the size it declares. */
export function inflatePart(part: ZipPart, name: string): Uint8Array {
  if (part.method === 0) return part.data;
  if (part.method !== 8) throw new DocumentRefused(FILE_MESSAGES.unreadable(name));
  const output = new Uint8Array(part.size);
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    if (produced + chunk.length > part.size) throw new DocumentRefused(FILE_MESSAGES.expandsTooFar(name));
    output.set(chunk, produced);
    produced += chunk.length;
  });
  for (let at = 0; at < part.data.length; at += INFLATE_SLICE) {
    const sliceEnd = Math.min(at + INFLATE_SLICE, part.data.length);
    inflater.push(part.data.subarray(at, sliceEnd), sliceEnd === part.data.length);
  }
  if (produced !== part.size) throw new DocumentRefused(FILE_MESSAGES.unreadable(name));
  return output;
}
