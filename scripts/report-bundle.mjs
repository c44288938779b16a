// Reports the gzipped JavaScript that /login downloads: the entry script and its modulepreloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'dist/app';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dir, file))).length;
  total += size;
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`);
}
console.log(`JavaScript carregado por /login: ${(total / 1024).toFixed(1)} KB gzip em ${files.length} arquivo(s)`);
