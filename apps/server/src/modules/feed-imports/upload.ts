/**
 * Reading an upload of the import screen (issue #31 point 1): the multipart parts (files, and the optional
 * `feedName` field) within FEED_IMPORT_LIMITS, each file checked by its content against its name — a CSV/TSV must
 * be text, an .xlsx/.ods a zip, an .xls an OLE or zip workbook — and a zip unpacked to its tables (folders
 * flattened, anything else in it refused). Every refusal is a 4xx naming the file: 400 empty or unreadable,
 * 413 too large, 415 not what its name says.
 */
import path from 'node:path';
import { FEED_IMPORT_LIMITS, FEED_IMPORT_TEXTS, FEED_TABLE_EXTENSIONS } from '@agencyscout/contracts';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { unzipSync } from 'fflate';
import { AppError, badRequest } from '../../lib/errors.ts';

export interface UploadedFile {
  name: string;
  content: Buffer;
}

export interface Upload {
  feedName: string | null;
  files: UploadedFile[];
}

const TEXTS = FEED_IMPORT_TEXTS;
const ZIP_EXTENSIONS = new Set(['.xlsx', '.xlsm', '.ods', '.zip']);
const TEXT_EXTENSIONS = new Set(['.csv', '.tsv', '.txt']);
const TABLES = new Set<string>(FEED_TABLE_EXTENSIONS);

export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, TEXTS.tooBig);
const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message);

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);
const isZip = (bytes: Uint8Array) =>
  startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
const isOle = (bytes: Uint8Array) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Signatures of binary files that are never a table (PDF, PNG, JPEG, GIF, gzip). */
const BINARY = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46],
  [0x1f, 0x8b],
];

/** Text: no binary signature and no NUL byte in the first 64 KB (UTF-8 and single-byte encodings both pass). */
function looksLikeText(bytes: Uint8Array): boolean {
  if (isZip(bytes) || isOle(bytes) || BINARY.some((signature) => startsWith(bytes, signature))) return false;
  return !bytes.subarray(0, 65_536).includes(0);
}

/** A file name safe to write: its path flattened ('jobs/march.csv' → 'jobs_march.csv'), odd characters replaced. */
export function safeFileName(name: string): string {
  const flat = name
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part && part !== '.' && part !== '..')
    .join('_')
    .replace(/[^\w.\- ]+/g, '_');
  const extension = path.extname(flat).slice(0, 10);
  const base = flat.slice(0, flat.length - extension.length).slice(0, 120 - extension.length);
  return `${base}${extension}` || 'file';
}

/** Checks one table file by content. @throws AppError 400 empty, 415 unknown or mismatching type. */
export function checkTableFile(name: string, bytes: Uint8Array): void {
  const extension = path.extname(name).toLowerCase();
  if (!TABLES.has(extension)) throw unsupported(`${name} ${TEXTS.notTable}`);
  if (bytes.length === 0) throw badRequest(`${name} ${TEXTS.emptyFile}`);
  const fits = ZIP_EXTENSIONS.has(extension)
    ? isZip(bytes)
    : extension === '.xls'
      ? isOle(bytes) || isZip(bytes) || looksLikeText(bytes)
      : TEXT_EXTENSIONS.has(extension) && looksLikeText(bytes);
  if (!fits) throw unsupported(`${name} ${TEXTS.notWhatItClaims}`);
}

const skipped = (name: string) =>
  name.endsWith('/') ||
  name.startsWith('__MACOSX/') ||
  path.basename(name).startsWith('.') ||
  path.basename(name).startsWith('~$');

/** The tables inside a zip, their names flattened. @throws AppError 400 unreadable or holding other files, 413. */
export function unpackZip(name: string, bytes: Uint8Array, budget: number): UploadedFile[] {
  let unpacked = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (skipped(file.name)) return false;
        unpacked += file.originalSize;
        if (unpacked > budget) throw tooLarge();
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(`${name} ${TEXTS.brokenZip}`);
  }
  const files = Object.entries(entries).map(([entry, content]) => {
    if (!TABLES.has(path.extname(entry).toLowerCase())) throw badRequest(`${name} ${TEXTS.zipNotTable}: ${entry}`);
    checkTableFile(entry, content);
    return { name: safeFileName(entry), content: Buffer.from(content) };
  });
  if (files.length === 0) throw badRequest(`${name} ${TEXTS.emptyFile}`);
  return files;
}

/** Reads the request's files. @throws AppError 400/413/415 as the module comment says. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw unsupported(TEXTS.noFiles);
  const files: UploadedFile[] = [];
  let feedName: string | null = null;
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'feedName' && typeof part.value === 'string') feedName = part.value;
        continue;
      }
      const content = await part.toBuffer();
      total += content.length;
      if (total > FEED_IMPORT_LIMITS.maxUploadBytes) throw tooLarge();
      const name = safeFileName(part.filename || 'upload');
      if (path.extname(name).toLowerCase() === '.zip') {
        if (!isZip(content)) throw unsupported(`${name} ${TEXTS.notWhatItClaims}`);
        files.push(...unpackZip(name, content, FEED_IMPORT_LIMITS.maxUploadBytes - total + content.length));
      } else {
        checkTableFile(name, content);
        files.push({ name, content });
      }
      if (files.length > FEED_IMPORT_LIMITS.maxFiles) throw badRequest(TEXTS.tooManyFiles);
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (files.length === 0) throw badRequest(TEXTS.noFiles);
  return { feedName, files: uniqueNames(files) };
}

/** The multipart plugin's own limits as the house's errors. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest(TEXTS.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_INVALID_CONTENT_TYPE')
    return unsupported(TEXTS.noFiles);
  return error;
}

/** Two files of the same name (from two folders of a zip, or two uploads) get a number. */
function uniqueNames(files: UploadedFile[]): UploadedFile[] {
  const seen = new Set<string>();
  return files.map((file) => {
    let name = file.name;
    for (let index = 2; seen.has(name.toLowerCase()); index += 1) {
      const extension = path.extname(file.name);
      name = `${file.name.slice(0, file.name.length - extension.length)}-${index}${extension}`;
    }
    seen.add(name.toLowerCase());
    return { ...file, name };
  });
}
