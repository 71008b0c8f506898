import { describe, expect, it } from 'vitest';
import { uploadExtension } from '../../shared/documents/documents.schema.js';
import { sanitizeFilename } from './documents.service.js';

describe('uploadExtension', () => {
  it('accepts the six allowed extensions in any case and nothing else', () => {
    expect(['a.pdf', 'b.DOC', 'c.docx', 'd.JPG', 'e.jpeg', 'f.png'].map(uploadExtension)).toEqual(['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png']);
    expect(['a.exe', 'pdf', 'a.pdf.exe', 'a.', ''].map(uploadExtension)).toEqual([null, null, null, null, null]);
  });
});

describe('sanitizeFilename', () => {
  it('drops paths, control and reserved characters, and keeps the extension', () => {
    expect(sanitizeFilename('C:\\Users\\anna\\Steuer<2025>.pdf', 'pdf')).toBe('Steuer_2025_.pdf');
    expect(sanitizeFilename('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(sanitizeFilename('a\u0000b\nc.png', 'png')).toBe('abc.png');
    expect(sanitizeFilename('.pdf', 'pdf')).toBe('document.pdf');
    expect(sanitizeFilename('...hidden.pdf', 'pdf')).toBe('hidden.pdf');
  });

  it('strips bidirectional controls, so a name shows as what it is', () => {
    expect(sanitizeFilename('report\u202Eexe.pdf', 'pdf')).toBe('reportexe.pdf');
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(sanitizeFilename(`a${c}b.pdf`, 'pdf')).toBe('ab.pdf');
    }
  });

  it('caps the length at 200 characters with the extension kept', () => {
    const out = sanitizeFilename(`${'x'.repeat(300)}.docx`, 'docx');
    expect(out.length).toBe(200);
    expect(out.endsWith('.docx')).toBe(true);
  });
});
