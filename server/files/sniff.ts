// The declared type of an upload checked against its bytes (issue 35, item 2): a file named `.png`
// must start like a PNG, a `.docx` like a ZIP, and so on. Formats without a signature (text: csv,
// json, txt, svg…) are refused when their bytes are in fact one of the binary formats below (an
// executable archive or image renamed `.csv`). The type served back is the extension's, never the
// one the browser declared (docs/api/files.md: names are stored as text, downloads are attachments).
import { extensionOf } from '@/lib/api-contract/file';

type Signature = { at: number; bytes: number[] };
const sig = (at: number, text: string | number[]): Signature => ({
  at,
  bytes: typeof text === 'string' ? [...text].map((c) => c.charCodeAt(0)) : text,
});

const ZIP = [sig(0, [0x50, 0x4b, 0x03, 0x04]), sig(0, [0x50, 0x4b, 0x05, 0x06])];
const OLE = [sig(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])];

/** What the first bytes of each binary type must be (any one of the list). */
const SIGNATURES: Record<string, Signature[]> = {
  pdf: [sig(0, '%PDF-')],
  png: [sig(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  jpg: [sig(0, [0xff, 0xd8, 0xff])],
  jpeg: [sig(0, [0xff, 0xd8, 0xff])],
  gif: [sig(0, 'GIF87a'), sig(0, 'GIF89a')],
  webp: [sig(8, 'WEBP')],
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  odt: ZIP,
  ods: ZIP,
  odp: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  gz: [sig(0, [0x1f, 0x8b])],
  '7z': [sig(0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  tar: [sig(257, 'ustar')],
  parquet: [sig(0, 'PAR1')],
  avro: [sig(0, [0x4f, 0x62, 0x6a, 0x01])],
  rtf: [sig(0, '{\\rtf')],
};

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain',
  md: 'text/markdown',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odp: 'application/vnd.oasis.opendocument.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  jsonl: 'application/jsonl',
  parquet: 'application/vnd.apache.parquet',
  avro: 'application/avro',
  xml: 'application/xml',
};

/** How many leading bytes `matchesType` needs. */
export const SNIFF_BYTES = 512;

const matches = (head: Uint8Array, s: Signature) => s.bytes.every((b, i) => head[s.at + i] === b);

/** Whether the first bytes fit the type the name declares. */
export function matchesType(name: string, head: Uint8Array): boolean {
  const ext = extensionOf(name);
  const own = SIGNATURES[ext];
  if (own) return own.some((s) => matches(head, s));
  // No signature of its own (text formats): refused when it is a known binary format in disguise.
  if (head.length === 0) return true;
  return !Object.values(SIGNATURES).some((list) => list.some((s) => s.at < 8 && s.bytes.length >= 4 && matches(head, s)));
}

/** The MIME type a file of this name is served with. */
export function contentTypeOf(name: string): string {
  return MIME[extensionOf(name)] ?? 'application/octet-stream';
}
