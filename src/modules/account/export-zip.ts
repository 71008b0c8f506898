/**
 * Writes a "Download my data" ZIP (GDPR Art. 15, 20; docs/decisions/013-data-rights.md) as a stream:
 * `README.txt`, `data.json` (deflated) and every document's original bytes (stored as they are:
 * PDFs and photos do not shrink, and copying is much faster than deflating), each read from storage
 * one after the other, so memory stays flat whatever the account's size. yazl writes Zip64 records
 * when an entry or the archive passes 4 GB.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One file of the archive, read lazily when the writer reaches it. */
export interface ZipFileSource {
  /** Path inside the ZIP ('documents/Tax 2025/Bescheid.pdf'). */
  path: string;
  /** Opens the file's bytes (called once, when its turn comes). */
  open(): Promise<Readable>;
  mtime?: Date;
}

interface ZipContent {
  /** Small texts at the top of the archive (README.txt, data.json), deflated. */
  texts: { path: string; text: string }[];
  files: ZipFileSource[];
}

/**
 * Streams `content` as a ZIP into `out` and resolves once `out` has finished (flushed its last byte).
 * @throws the first error of a source, the writer or `out` (the caller deletes the partial file)
 */
export async function writeZip(content: ZipContent, out: Writable): Promise<void> {
  const zip = new ZipFile();
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    out.on('error', reject);
    zip.outputStream.on('error', reject);
  });
  // Keep the rejection handled until it is awaited below.
  failed.catch(() => {});
  zip.outputStream.pipe(out);
  const mtime = new Date();
  for (const t of content.texts) zip.addBuffer(Buffer.from(t.text, 'utf8'), t.path, { mtime, compress: true });
  for (const f of content.files) {
    zip.addReadStreamLazy(f.path, { mtime: f.mtime ?? mtime, compress: false }, (cb) => {
      f.open().then(
        (stream) => {
          // yazl pipes the stream but does not listen for its errors.
          stream.on('error', (err) => zip.emit('error', err));
          cb(null, stream);
        },
        (err: unknown) => cb(err, undefined as never),
      );
    });
  }
  zip.end();
  await Promise.race([once(out, 'finish'), failed]);
}

/** A file or folder name made safe for a ZIP path: no separators, control characters or leading dots; at most 120 characters. */
export function safeName(name: string, fallback: string): string {
  const unsafe = new Set(['/', '\\', ':', '*', '?', '"', '<', '>', '|']);
  const replaced = [...name.normalize('NFC')].map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || unsafe.has(c) ? '_' : c)).join('');
  const cleaned = replaced
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}

/** `name` made unique among `taken` (case-insensitively) with ' (2)', ' (3)', … before its extension; records it in `taken`. */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
