/**
 * Compresses the built site once, at build time: a `.gz` (gzip, level 9)
 * and a `.br` (brotli) beside every text file worth compressing,
 * so that nginx sends them as they are (`gzip_static`, `brotli_static` in
 * deploy/nginx/docs.conf.template) instead of compressing each response.
 * A compressed copy that would not be smaller is not written. Run by
 * `npm run build` (its `postbuild` script) after Docusaurus has written
 * everything, including the Markdown twins, `llms*.txt` and search indexes.
 *
 * Usage: tsx scripts/precompress.mts [--dir build]
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files the site serves; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|json|txt|md|xml|svg|yaml|yml|map|webmanifest)$/;
/**
 * Brotli quality: the highest for hashed assets, which never change and are
 * fetched by every visitor; 9 for the rest (pages, Markdown, indexes), within
 * a few percent of 11 at a fraction of the build time.
 */
export function brotliQuality(file: string): number {
  return file.split(path.sep).includes('assets') ? constants.BROTLI_MAX_QUALITY : 9;
}

/** Below this size a compressed response saves nothing worth a file (nginx's gzip_min_length). */
export const MIN_BYTES = 256;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `file.gz` and `file.br` when they are smaller than `file`; returns the bytes of each. */
export async function precompressFile(file: string): Promise<{ raw: number; gz: number; br: number }> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return { raw: raw.length, gz: raw.length, br: raw.length };
  const [gz, br] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  return { raw: raw.length, gz: Math.min(gz.length, raw.length), br: Math.min(br.length, raw.length) };
}

export async function precompress(dir: string): Promise<{ files: number; raw: number; gz: number; br: number }> {
  const queue: string[] = [];
  for await (const file of files(dir)) queue.push(file);
  const total = { files: queue.length, raw: 0, gz: 0, br: 0 };
  // zlib works in libuv's thread pool: a few files at a time keep every core busy.
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const sizes = await precompressFile(file);
      total.raw += sizes.raw;
      total.gz += sizes.gz;
      total.br += sizes.br;
    }
  });
  await Promise.all(workers);
  return total;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'build' } } });
  const dir = path.resolve(values.dir);
  if (!(await stat(dir).catch(() => null))?.isDirectory()) throw new Error(`no build in ${dir}`);
  const start = performance.now();
  const { files: count, raw, gz, br } = await precompress(dir);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Precompressed ${count} files in ${((performance.now() - start) / 1000).toFixed(1)} s: ${mb(raw)} → gzip ${mb(gz)}, brotli ${mb(br)}`,
  );
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
