/**
 * The container recipe and the several-instance setup (decision record 051) cannot run here (no
 * Docker): this checks what can be checked without it. compose.yaml parses; every app service runs
 * an npm script package.json has, with the role its name says; files go to the compose's own
 * S3-compatible store, whose bucket a one-off service creates; the balancer's upstream names the
 * web services; the Dockerfile runs as a non-root user with Tesseract's German data and poppler,
 * and copies what the start script reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  build?: string;
  image?: string;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  environment?: Record<string, string>;
}

const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, Service> };
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const dockerfile = readFileSync('Dockerfile', 'utf8');
const nginx = readFileSync('ops/nginx.conf', 'utf8');
const appServices = Object.entries(compose.services).filter(([, s]) => s.build === '.');

describe('compose.yaml', () => {
  it('runs two web processes and a worker of the image, each through an npm script package.json has', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['web1', 'web2', 'worker']);
    for (const [name, service] of appServices) {
      const [npm, run, script] = service.command ?? [];
      expect([npm, run], name).toEqual(['npm', 'run']);
      expect(scripts[script!], `${name}: npm run ${script}`).toBeDefined();
      expect(script, name).toBe(name === 'worker' ? 'start:worker' : 'start:web');
      // Every instance on the same database, with the same keys (anchored environment).
      expect(service.environment?.DATABASE_URL, name).toContain('@postgres:5432/');
      expect(service.environment?.SESSION_SECRET, name).toContain('SESSION_SECRET');
    }
  });

  it('starts the first web process alone (it applies the migrations) once the database is up and the bucket made, the others once it is ready by /readyz', () => {
    const { web1, web2, worker, balancer } = compose.services;
    expect(Object.keys(web1!.depends_on ?? {}).sort()).toEqual(['bucket', 'postgres']);
    expect(web1!.depends_on?.bucket?.condition).toBe('service_completed_successfully');
    expect(web2!.depends_on?.web1?.condition).toBe('service_healthy');
    expect(worker!.depends_on?.web1?.condition).toBe('service_healthy');
    expect(web1!.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(Object.keys(balancer!.depends_on ?? {}).sort()).toEqual(['web1', 'web2']);
  });

  it("stores files in the object store's bucket, which the bucket service creates with the same credentials", () => {
    const { objects, bucket } = compose.services;
    for (const [name, service] of appServices) {
      expect(service.environment?.STORAGE, name).toBe('s3');
      expect(service.environment?.S3_ENDPOINT, name).toContain('http://objects:9000');
      expect(service.environment?.S3_BUCKET, name).toContain('portal');
      expect(service.environment?.S3_ACCESS_KEY_ID, name).toBe(objects!.environment?.MINIO_ROOT_USER);
      expect(service.environment?.S3_SECRET_ACCESS_KEY, name).toBe(objects!.environment?.MINIO_ROOT_PASSWORD);
    }
    expect(objects!.healthcheck?.test.join(' ')).toContain('ready local');
    expect(bucket!.image).toBe(objects!.image);
    expect(bucket!.depends_on?.objects?.condition).toBe('service_healthy');
    expect(bucket!.command?.join(' ')).toMatch(/mc mb --ignore-existing "objects\/\$\$S3_BUCKET"/);
    expect(bucket!.environment?.S3_BUCKET).toBe(objects!.environment?.S3_BUCKET);
  });

  it("the balancer's upstream is every web service, on the port the image listens on", () => {
    const upstream = [...nginx.matchAll(/^\s*server (\w+):(\d+)/gm)].map((m) => [m[1], m[2]]);
    expect(upstream).toEqual([
      ['web1', '3000'],
      ['web2', '3000'],
    ]);
    expect(dockerfile).toMatch(/PORT=3000/);
  });
});

describe('Dockerfile', () => {
  it('runs as a non-root user, with Tesseract and its German data and poppler, and the files the start script reads', () => {
    const run = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(run).toMatch(/^USER node$/m);
    for (const pkg of ['tesseract-ocr', 'tesseract-ocr-deu', 'poppler-utils']) expect(run).toContain(pkg);
    const copied = run
      .split('\n')
      .filter((l) => l.startsWith('COPY --from=build '))
      .flatMap((l) => l.split(/\s+/).slice(2, -1));
    for (const path of ['/app/dist', '/app/web/dist', '/app/node_modules', '/app/package.json', '/app/scripts/start.mjs', '/app/scripts/lib.mjs']) {
      expect(copied, path).toContain(path);
    }
    expect(run).toMatch(/CMD \["npm", "start"\]/);
    expect(dockerfile).toMatch(/npm run build && npm prune --omit=dev/);
  });

  it('the start script imports only what the image copies', () => {
    const start = readFileSync('scripts/start.mjs', 'utf8');
    const imports = [...start.matchAll(/(?:from|import\() *'(\.[^']+)'/g)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['../dist/src/main.js', './lib.mjs']);
  });
});
