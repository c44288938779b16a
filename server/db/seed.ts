import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeSearch } from '../../common/text/normalize';
import { providerAdminRules } from '../../common/permissions';
import { hashPassword } from '../auth/passwordHash';
import type { Db } from './connection';

const DEFAULT_ADMIN_EMAIL = 'admin@forcavendas.local';
const BATCH = 500;

function readCsv(name: string): Record<string, string>[] {
  const text = readFileSync(fileURLToPath(new URL(`./seed-data/${name}`, import.meta.url)), 'utf8');
  const [header, ...lines] = text.trim().split('\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
}

/** Loads the 27 states and the IBGE municipalities once. */
async function seedGeography(db: Db): Promise<void> {
  const existing = await db.kysely
    .selectFrom('estado')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return;
  const estados = readCsv('estados.csv').map((r) => ({ id: Number(r.codigo_uf), sigla: r.uf, nome: r.nome, regiao: r.regiao }));
  const cidades = readCsv('municipios.csv').map((r) => ({
    id: Number(r.codigo_ibge),
    nome: r.nome,
    nomeBusca: normalizeSearch(r.nome),
    estadoId: Number(r.codigo_uf),
  }));
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('estado').values(estados).execute();
    for (let i = 0; i < cidades.length; i += BATCH) {
      await trx
        .insertInto('cidade')
        .values(cidades.slice(i, i + BATCH))
        .execute();
    }
  });
}

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  /** Where the generated password is told, once. */
  announce?: (message: string) => void;
}

/** Creates the provider administrator when the database has no user yet. */
async function seedAdmin(db: Db, options: SeedOptions): Promise<void> {
  const any = await db.kysely.selectFrom('usuario').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const email = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generated = !options.adminPassword;
  const password = options.adminPassword ?? randomBytes(12).toString('base64url');
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('usuario')
    .values({
      nome: 'Administrador',
      email,
      telefone: null,
      ativo: 1,
      ultimaAtividade: null,
      passwordHash: await hashPassword(password),
      sessaoVersao: 0,
      contratanteId: null,
      caslRules: JSON.stringify(providerAdminRules()),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  if (generated) {
    options.announce?.(`Administrador criado: ${email} — senha gerada (anote, não será mostrada de novo): ${password}`);
  }
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  await seedGeography(db);
  await seedAdmin(db, options);
}
