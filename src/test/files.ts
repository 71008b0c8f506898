/**
 * Real, minimal files of each allowed upload type for tests (their bytes pass `file-type`),
 * plus multipart bodies for app.inject.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as zlibSync from 'node:zlib';
import { crc32 } from 'node:zlib';
import { fromBufferPromise } from 'yauzl';

export { pdfBytes, pngBytes } from '../scripts/sample-files.js';

/** A minimal JPEG (SOI, JFIF APP0, EOI). */
export function jpegBytes(): Buffer {
  return Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
}

/** An OLE compound file header, as legacy .doc files have. */
export function docBytes(): Buffer {
  const b = Buffer.alloc(1024);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b, 0);
  return b;
}

/** A minimal .docx: a stored (uncompressed) ZIP with the OOXML parts file-type looks for. */
export function docxBytes(): Buffer {
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Einspruch</w:t></w:r></w:p></w:body></w:document>',
    ],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 14, crc, data.length, nameBuf.length);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 16, crc, data.length, nameBuf.length);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * The fields a stored (uncompressed) ZIP entry's local and central headers share (APPNOTE.TXT
 * 4.3.7, 4.3.12), written into `header` from byte `at`: CRC-32, compressed and uncompressed size
 * (both `size`, in bytes) and the file name's length in bytes.
 */
function writeEntryFields(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt32LE(crc, at);
  header.writeUInt32LE(size, at + 4);
  header.writeUInt32LE(size, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}

/** An ELF executable header (what `/bin/ls` starts with). */
export function elfBytes(): Buffer {
  const b = Buffer.alloc(256);
  Buffer.from('7f454c46020101', 'hex').copy(b, 0);
  return b;
}

export interface FilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for app.inject: text fields then optional file parts named "file". */
export function multipart(fields: Record<string, string>, file?: FilePart | FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of Array.isArray(file) ? file : file ? [file] : []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A one-page digital PDF with `lines` of text (Helvetica, WinAnsiEncoding: ä ö ü ß § € print), as a
 * Finanzamt letter produced by software: its text can be extracted without OCR.
 */
export function textPdf(lines: string[]): Buffer {
  const esc = (l: string) => l.replace(/[\\()]/g, (c) => `\\${c}`).replace(/€/g, '\\200');
  const content = `BT /F1 11 Tf 14 TL 60 780 Td ${lines.map((l) => `(${esc(l)}) '`).join(' ')} ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A PDF from its objects' bodies (object n is `bodies[n - 1]`, object 1 the catalog), with a
 * correct cross-reference table.
 */
function pdfOf(bodies: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(size);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    size += chunk.length;
  });
  const xref = [`xref\n0 ${bodies.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A one-page PDF whose Flate-compressed content stream inflates to `inflatedBytes` of text
 * operators (`BT /F1 12 Tf 72 720 Td (Finanzamt AAAA BBBB) Tj ET`): a decompression bomb of a few
 * kilobytes per 10 MB. Compressed in pieces, so the test never holds the inflated text.
 */
export async function pdfBomb(inflatedBytes: number): Promise<Buffer> {
  const op = Buffer.from('BT /F1 12 Tf 72 720 Td (Finanzamt AAAA BBBB) Tj ET\n', 'latin1');
  const piece = Buffer.concat(Array.from({ length: Math.ceil((1024 * 1024) / op.length) }, () => op));
  const deflate = await deflatePieces(piece, Math.ceil(inflatedBytes / piece.length));
  const stream = Buffer.concat([
    Buffer.from(`<< /Length ${deflate.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    deflate,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** `piece` repeated `times`, as one zlib stream, compressed as it is produced. */
async function deflatePieces(piece: Buffer, times: number): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(
      (function* () {
        for (let i = 0; i < times; i++) yield piece;
      })(),
    ),
    zlibSync.createDeflate({ level: 9 }),
    async function (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) out.push(chunk);
    },
  );
  return Buffer.concat(out);
}

/** A PDF of `count` empty pages (PDF.js builds the whole page tree before reading the first). */
export function manyPagesPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...Array.from({ length: count }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ]);
}

/** A PNG whose header claims `width` × `height` pixels, with one tiny compressed row behind it. */
export function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibSync.deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The entries of a ZIP archive (a data export), each entry's bytes by its name. */
export async function readZip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(buffer, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return out;
}
