import { mkdtempSync, readFileSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { safeName, uniqueName, writeZip } from './export-zip.js';

describe('ZIP paths of exported documents', () => {
  it('keep ordinary names and replace separators, control characters and leading dots', () => {
    expect(safeName('Steuerbescheid 2025 (Kopie).pdf', 'file')).toBe('Steuerbescheid 2025 (Kopie).pdf');
    expect(safeName('../../etc/passwd', 'file')).toBe('_.._etc_passwd');
    expect(safeName('a\\b:c*d?e"f<g>h|i\u0000j\u001fk', 'file')).toBe('a_b_c_d_e_f_g_h_i_j_k');
    expect(safeName(' .. ', 'file')).toBe('file');
    expect(safeName('x'.repeat(300), 'file')).toHaveLength(120);
  });

  it('are unique ignoring case, with a counter before the extension', () => {
    const taken = new Set<string>();
    expect(uniqueName('documents/A/Bescheid.pdf', taken)).toBe('documents/A/Bescheid.pdf');
    expect(uniqueName('documents/A/bescheid.PDF', taken)).toBe('documents/A/bescheid (2).PDF');
    expect(uniqueName('documents/A/Bescheid.pdf', taken)).toBe('documents/A/Bescheid (3).pdf');
    expect(uniqueName('documents/A/README', taken)).toBe('documents/A/README');
  });
});

describe('writeZip', () => {
  it('streams texts and files into a ZIP that a reader opens with the same bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-unit-'));
    try {
      const path = join(dir, 'out.zip');
      const file = Buffer.from('%PDF-1.4 a file');
      await writeZip(
        { texts: [{ path: 'data.json', text: '{"a":1}' }], files: [{ path: 'documents/x.pdf', open: async () => Readable.from([file]) }] },
        createWriteStream(path),
      );
      const zip = await fromBufferPromise(readFileSync(path), { lazyEntries: true });
      const entries = new Map<string, string>();
      for await (const entry of zip.eachEntry()) {
        const chunks: Buffer[] = [];
        for await (const c of await zip.openReadStreamPromise(entry)) chunks.push(c as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks).toString());
      }
      expect(Object.fromEntries(entries)).toEqual({ 'data.json': '{"a":1}', 'documents/x.pdf': '%PDF-1.4 a file' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails when a source fails (the caller removes the partial file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-unit-'));
    try {
      const broken = new Readable({
        read() {
          this.destroy(new Error('disk read failed'));
        },
      });
      await expect(writeZip({ texts: [], files: [{ path: 'a.pdf', open: async () => broken }] }, createWriteStream(join(dir, 'out.zip')))).rejects.toThrow(
        'disk read failed',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
