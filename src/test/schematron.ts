/**
 * The official EN 16931 validation (the CEN business rules, BR-*, as the European Commission's
 * ConnectingEurope/eInvoicing-EN16931 repository publishes them for CII, release 1.3.16; EUPL 1.2,
 * see fixtures/en16931/LICENSE.txt), run on Factur-X XML with Saxon-HE (Debian's libsaxonhe-java,
 * installed by .ci/run). One JVM call validates a batch of files.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The validation stylesheet compiled from the schematron (cii/xslt/EN16931-CII-validation.xslt). */
const EN16931_CII_XSLT = resolve('src/test/fixtures/en16931/EN16931-CII-validation.xslt');
const SAXON_JARS = ['/usr/share/java/Saxon-HE.jar', '/usr/share/java/saxon9he.jar'];

/** A rule the document breaks: its id (e.g. BR-CO-15), its flag ('fatal' or 'warning') and its text. */
interface FailedAssert {
  id: string;
  flag: string;
  text: string;
}

/**
 * Validates each XML text against the EN 16931 CII rules.
 * @param xmls the documents, by a name of their own
 * @returns per name, the failed assertions (empty when the document is valid)
 * @throws Error when Saxon-HE is not installed or the transformation fails
 */
export async function en16931FailedAsserts(xmls: Record<string, string>): Promise<Record<string, FailedAssert[]>> {
  const jar = SAXON_JARS.find((path) => existsSync(path));
  if (!jar) throw new Error('Saxon-HE is not installed (Debian: apt-get install libsaxonhe-java)');
  const dir = mkdtempSync(join(tmpdir(), 'en16931-'));
  try {
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    mkdirSync(input);
    mkdirSync(output);
    for (const [name, xml] of Object.entries(xmls)) writeFileSync(join(input, `${name}.xml`), xml);
    await run('java', ['-cp', jar, 'net.sf.saxon.Transform', `-s:${input}`, `-xsl:${EN16931_CII_XSLT}`, `-o:${output}`], {
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    const result: Record<string, FailedAssert[]> = {};
    for (const file of readdirSync(output)) {
      const svrl = readFileSync(join(output, file), 'utf8');
      const failed = [...svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(([, attrs, body]) => ({
        id: /\bid="([^"]*)"/.exec(attrs!)?.[1] ?? '',
        flag: /\bflag="([^"]*)"/.exec(attrs!)?.[1] ?? '',
        text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body!)?.[1] ?? '').trim(),
      }));
      result[file.replace(/\.xml$/, '')] = failed;
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
