// Reports the JavaScript that /login downloads (the entry script and its modulepreloads) as the
// server sends it: the brotli files the build wrote beside them (x.js.br), and the gzip ones (x.js.gz)
// for browsers without brotli; a file too small to be compressed counts as is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'dist/app';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const enviado = (file, sufixo) => statSync(existsSync(join(dir, file + sufixo)) ? join(dir, file + sufixo) : join(dir, file)).size;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let brotli = 0;
let gzip = 0;
for (const file of files) {
  const [br, gz] = [enviado(file, '.br'), enviado(file, '.gz')];
  brotli += br;
  gzip += gz;
  console.log(`  ${file}: ${kb(br)} brotli, ${kb(gz)} gzip`);
}
console.log(`JavaScript enviado para /login: ${kb(brotli)} com brotli (${brotli} bytes), ${kb(gzip)} com gzip (${gzip} bytes), em ${files.length} arquivo(s)`);
