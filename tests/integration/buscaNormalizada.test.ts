import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizarBusca } from '../../common/text/buscaNormalizada';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const LISTA = 'query($q: QueryOptions) { contratantes(queryOptions: $q) { id nome fantasia docFederal email telefone } contratantesCount(queryOptions: $q) }';
const CAMPOS = ['nome', 'fantasia', 'docFederal', 'email', 'telefone'] as const;
type Linha = Record<(typeof CAMPOS)[number], string | null> & { id: number };

const NOMES: [string, string | null, string | null][] = [
  ['Belém Comércio', 'Loja do Pará', 'vendas@belem.com.br'],
  ['BELEM ATACADO', null, null],
  ['Ábaco Ltda', 'Ábaco', 'contato@abaco.com.br'],
  ['abelha', 'Mel São João', null],
  ['Acerola', null, 'acerola@frutas.com.br'],
  ['Zebra', 'Bazar Belém', null],
  ['Padaria São João', 'Pão Quente', 'pao@quente.com.br'],
  ['padaria sao joao', null, null],
  ['Café 100% Arábica', 'Grãos_Finos', null],
];

/**
 * The lists' normalised columns (migration 0030): the search box and a name filter ignore
 * accents and case, give the rows the five-field OR gave (now from one column), the total agrees
 * with the rows, and the lists sort names accents and case aside, equal ones by id. On both engines.
 */
describe.skipIf(postgresUnavailable())('listas: busca e ordem sem acentos nem caixa', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    const agora = new Date().toISOString();
    await t.app.db.kysely
      .insertInto('contratante')
      .values(
        NOMES.map(([nome, fantasia, email], i) => ({
          tipoEmpresa: 'J',
          nome,
          fantasia,
          email,
          telefone: `9199${String(i).padStart(7, '0')}`,
          docFederal: String(20_000_000_000_000 + i),
          ativo: 1,
          maxDipositivos: 1,
          maxFiliais: 1,
          createdAt: agora,
          updatedAt: agora,
        })),
      )
      .execute();
  });
  afterAll(() => t?.close());

  const listar = async (q: Record<string, unknown>) => {
    const r = await t.gql<{ contratantes: Linha[]; contratantesCount: number }>(
      LISTA,
      { q: { limit: 100, order: [{ campo: 'nome', direcao: 'ASC' }], ...q } },
      admin,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };
  const buscar = (texto: string, campos: readonly string[] = CAMPOS) =>
    listar({ where: { orWhere: campos.map((campo) => ({ campo, operador: 'ilike', valor: `%${texto}%` })) } });
  /** What the search box must find: any field containing the term, accents and case aside. */
  const esperado = (todas: Linha[], texto: string, campos: readonly string[] = CAMPOS) =>
    todas
      .filter((l) => campos.some((c) => normalizarBusca(String(l[c as keyof Linha] ?? '')).includes(normalizarBusca(texto))))
      .map((l) => l.id)
      .sort((a, b) => a - b);
  const ids = (linhas: Linha[]) => linhas.map((l) => l.id).sort((a, b) => a - b);

  it('finds the same rows as a field-by-field search, accents and case aside, with the total', async () => {
    const { contratantes: todas } = await listar({});
    for (const texto of ['belem', 'BELÉM', 'são joão', 'SAO', 'abaco', '.com.br', '9199', '20000000000000', 'pará', 'x-nada']) {
      const { contratantes, contratantesCount } = await buscar(texto);
      expect(ids(contratantes), texto).toEqual(esperado(todas, texto));
      expect(contratantesCount, texto).toBe(contratantes.length);
    }
    expect((await buscar('belem')).contratantes.map((c) => c.nome)).toEqual(['BELEM ATACADO', 'Belém Comércio', 'Zebra']);
  });

  it('keeps a search over other fields, or with a wildcard of its own, field by field', async () => {
    const { contratantes: todas } = await listar({});
    expect(ids((await buscar('belem', ['nome', 'email'])).contratantes)).toEqual(esperado(todas, 'belem', ['nome', 'email']));
    // '%' and '_' are the user's wildcards: 'rãos_f' matches 'Grãos_Finos' only in its own field.
    expect((await buscar('grãos_f')).contratantes.map((c) => c.nome)).toEqual(['Café 100% Arábica']);
    expect((await buscar('100% ar')).contratantes.map((c) => c.nome)).toEqual(['Café 100% Arábica']);
  });

  it('filters a name prefix accents and case aside', async () => {
    const r = await listar({ where: { andWhere: [{ campo: 'nome', operador: 'ilike', valor: 'PADARIA SÃO%' }] } });
    expect(r.contratantes.map((c) => c.nome)).toEqual(['Padaria São João', 'padaria sao joao']);
    expect(r.contratantesCount).toBe(2);
  });

  it('sorts names accents and case aside, equal ones by id, both ways', async () => {
    const nomes = NOMES.map(([n]) => n).filter((n) => n !== 'Café 100% Arábica');
    const asc = (await listar({ where: { andWhere: [{ campo: 'nome', operador: '!=', valor: 'Café 100% Arábica' }] } })).contratantes.map((c) => c.nome);
    expect(asc).toEqual(
      ['Ábaco Ltda', 'abelha', 'Acerola', 'BELEM ATACADO', 'Belém Comércio', 'Padaria São João', 'padaria sao joao', 'Zebra'].filter((n) => nomes.includes(n)),
    );
    const desc = (
      await listar({ order: [{ campo: 'nome', direcao: 'DESC' }], where: { andWhere: [{ campo: 'nome', operador: '!=', valor: 'Café 100% Arábica' }] } })
    ).contratantes.map((c) => c.nome);
    // Equal normalised names keep id order whichever way the names go.
    expect(desc.slice(0, 3)).toEqual(['Zebra', 'Padaria São João', 'padaria sao joao']);
  });

  it('follows a renamed contratante', async () => {
    const { contratantes } = await buscar('acerola');
    await t.app.db.kysely.updateTable('contratante').set({ nome: 'Jabuticaba Açaí' }).where('id', '=', contratantes[0]!.id).execute();
    expect((await buscar('acai')).contratantes.map((c) => c.nome)).toEqual(['Jabuticaba Açaí']);
    expect((await buscar('jabuticaba')).contratantesCount).toBe(1);
  });

  it("searches the users' list in one column too", async () => {
    const r = await t.gql<{ usuarios: { email: string }[]; usuariosCount: number }>(
      'query($q: QueryOptions) { usuarios(queryOptions: $q) { email } usuariosCount(queryOptions: $q) }',
      {
        q: { where: { orWhere: ['nome', 'email', 'telefone'].map((campo) => ({ campo, operador: 'ilike', valor: `%${ADMIN.email.toUpperCase()}%` })) } },
      },
      admin,
    );
    expect(r.data?.usuarios.map((u) => u.email)).toEqual([ADMIN.email]);
    expect(r.data?.usuariosCount).toBe(1);
  });
});
