// node-firebird 2.17.1 reads the SRP server key at a 4-byte-aligned offset after the salt, but
// Firebird packs it right after the salt's 2-byte length. When the server's salt has 63 hex digits
// (a salt whose first digit is zero, about one user in sixteen) the key is misread and every login
// fails with "Your user name and password are not defined" (hgourvest/node-firebird #347, #421).
// This rewrites the offset at install time; it is idempotent and fails loudly if the code moved.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ERRADO = 'var keyStart = (saltLen + 2 + 3) & ~3;';
const CERTO = 'var keyStart = saltLen + 4; /* patched: key follows the salt and its 2-byte length */';

export function corrigir(fonte) {
  if (!fonte.includes(ERRADO)) return fonte;
  return fonte.split(ERRADO).join(CERTO);
}

const require = createRequire(import.meta.url);
let arquivo;
try {
  arquivo = join(dirname(require.resolve('node-firebird/package.json')), 'lib/wire/connection.js');
} catch {
  process.exit(0); // not installed (e.g. a production install without the agent)
}
const fonte = readFileSync(arquivo, 'utf8');
const corrigida = corrigir(fonte);
if (corrigida !== fonte) {
  writeFileSync(arquivo, corrigida);
  console.log('node-firebird: leitura da chave SRP corrigida');
} else if (!fonte.includes(CERTO)) {
  console.error('node-firebird: trecho da chave SRP não encontrado; confira a correção para esta versão');
  process.exit(1);
}
