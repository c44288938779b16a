import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContadoresFrota, DiaFrota, FilialFrota } from '../../common/api/frota';
import { MSG } from '../../common/messages';
import { createPartner, type Partner } from '../support/fixtures';
import { CATEGORIAS_PROBLEMA, semearFrota, type FrotaSemeada } from '../support/frotaSemeada';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import type { SituacaoRegistroApp } from '../../common/catalogo';

const LISTA = `query($q: QueryOptions) {
  gerenciadoresFrota(queryOptions: $q) { id filialId nome contratanteId contratanteNome problemas estruturaAlterada gerenciadorConectado versaoGerenciador desatualizado registrosErro execucoesFalha qtdeErros versaoAlvo ultimaAtualizacao { quando } }
  gerenciadoresFrotaCount(queryOptions: $q)
}`;
const CONTADORES =
  'query($c: Int) { gerenciadoresFrotaContadores(contratanteId: $c) { filiais conectados offline estrutura execucoesFalha registrosErro registrosErroTotal desatualizado } }';
const GRAFICOS = 'query($c: Int) { gerenciadoresFrotaGraficos(contratanteId: $c) { dia pedidosRecebidos pedidosIntegrados execucoesFalha } }';

type Lista = { gerenciadoresFrota: FilialFrota[]; gerenciadoresFrotaCount: number };
const onde = (...andWhere: { campo: string; operador: string; valor: string }[]) => ({ where: { andWhere } });

/**
 * The fleet home's query (docs/frota.md) over 1,000 seeded branches, 100 of them in trouble, on the
 * engine of the project: trouble first in the documented order, pages, filters, counters, charts.
 */
describe('frota de gerenciadores', () => {
  // The moment every request reads the fleet at: the seeded presences are fresh then.
  const agora = new Date();
  let t: TestApp;
  let admin: string;
  let alfa: Partner;
  let beta: Partner;
  let frota: FrotaSemeada;

  beforeAll(async () => {
    t = await startTestApp({}, { agora: () => agora });
    admin = await t.login(ADMIN.email, ADMIN.password);
    alfa = await createPartner(t, admin, 'FrotaAlfa');
    beta = await createPartner(t, admin, 'FrotaBeta');
    frota = await semearFrota(t.app.db, { contratantes: [alfa.contratanteId, beta.contratanteId], agora });
  }, 120_000);
  afterAll(() => t?.close());

  const lista = async (q: Record<string, unknown>, token = admin) => {
    const r = await t.gql<Lista>(LISTA, { q }, token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!;
  };
  /** The seeded branches of a category, by name (the order within a severity). */
  const daCategoria = (c: number) =>
    frota.ids
      .filter((id) => frota.categoria.get(id) === c)
      .map((id) => frota.nomes[frota.ids.indexOf(id)])
      .sort();

  it('answers the first pages with the branches in trouble, the most severe first, then by name', async () => {
    for (let pagina = 0; pagina < CATEGORIAS_PROBLEMA.length; pagina++) {
      const { gerenciadoresFrota: linhas, gerenciadoresFrotaCount: total } = await lista({ limit: 20, offset: pagina * 20 });
      expect(total).toBe(1000);
      expect(linhas.map((l) => l.nome)).toEqual(daCategoria(pagina));
      expect(linhas.every((l) => JSON.stringify(l.problemas) === JSON.stringify(CATEGORIAS_PROBLEMA[pagina].problemas))).toBe(true);
    }
    const sexta = (await lista({ limit: 20, offset: 100 })).gerenciadoresFrota;
    expect(sexta[0]).toMatchObject({ nome: 'Filial 0001', problemas: [] });
    expect(sexta.every((l) => l.problemas.length === 0)).toBe(true);
  });

  it('reads a page from the database already ordered and cut: no statement brings every branch', async () => {
    t.queries.length = 0;
    await lista({ limit: 20 });
    const daFrota = t.queries.filter((q) => /from "mobile_filial"/.test(q));
    expect(daFrota.length).toBeGreaterThan(0);
    expect(daFrota.filter((q) => !/\blimit\b/i.test(q) && !/count\(/i.test(q))).toEqual([]);
    // The home card's counts come for the page's rows only.
    const contagens = t.queries.find((q) => /from "mobile_registro"/.test(q) && /"filialId" in \(/.test(q));
    expect((contagens?.match(/\?|\$\d+/g) ?? []).length).toBeLessThanOrEqual(22);
  });

  it('counts each state at the top, for all and for one contratante', async () => {
    const r = await t.gql<{ gerenciadoresFrotaContadores: ContadoresFrota }>(CONTADORES, {}, admin);
    expect(r.data!.gerenciadoresFrotaContadores).toEqual({
      filiais: 1000,
      conectados: 1000 - 20 - frota.nuncaConectadas.length,
      offline: 20,
      estrutura: 20,
      execucoesFalha: 20,
      registrosErro: 40,
      registrosErroTotal: 20 * frota.registrosErroPorCategoria[0] + 20 * frota.registrosErroPorCategoria[3],
      desatualizado: 20,
    });
    const soAlfa = await t.gql<{ gerenciadoresFrotaContadores: ContadoresFrota }>(CONTADORES, { c: alfa.contratanteId }, admin);
    const deAlfa = frota.ids.filter((id) => frota.contratante.get(id) === alfa.contratanteId);
    expect(deAlfa.length).toBe(500);
    expect(soAlfa.data!.gerenciadoresFrotaContadores.filiais).toBe(deAlfa.length);
    expect(soAlfa.data!.gerenciadoresFrotaContadores.offline).toBe(deAlfa.filter((id) => frota.categoria.get(id) === 0).length);
    expect(soAlfa.data!.gerenciadoresFrotaContadores.offline).toBeGreaterThan(0);
  });

  it('filters by problem, contratante and search text, and counts what the filter keeps', async () => {
    expect((await lista(onde({ campo: 'problema', operador: '=', valor: 'algum' }))).gerenciadoresFrotaCount).toBe(100);
    expect((await lista(onde({ campo: 'problema', operador: '=', valor: 'nenhum' }))).gerenciadoresFrotaCount).toBe(900);
    const offline = await lista({ limit: 40, ...onde({ campo: 'problema', operador: '=', valor: 'offline' }) });
    expect(offline.gerenciadoresFrotaCount).toBe(20);
    expect(offline.gerenciadoresFrota.map((l) => l.nome)).toEqual(daCategoria(0));
    const estrutura = await lista(onde({ campo: 'problema', operador: '=', valor: 'estrutura' }));
    expect(estrutura.gerenciadoresFrota.map((l) => l.nome)).toEqual(daCategoria(1));
    expect(estrutura.gerenciadoresFrota.every((l) => JSON.stringify(l.estruturaAlterada) === '["Produtos"]')).toBe(true);
    const desatualizadas = await lista(onde({ campo: 'problema', operador: '=', valor: 'desatualizado' }));
    expect(desatualizadas.gerenciadoresFrota.every((l) => l.desatualizado && l.versaoGerenciador === '0.0.1')).toBe(true);

    const deBeta = await lista({
      limit: 20,
      ...onde({ campo: 'contratanteId', operador: '=', valor: String(beta.contratanteId) }, { campo: 'problema', operador: '=', valor: 'registrosErro' }),
    });
    expect(deBeta.gerenciadoresFrota.length).toBeGreaterThan(0);
    expect(
      deBeta.gerenciadoresFrota.every((l) => l.contratanteId === beta.contratanteId && l.contratanteNome === 'FrotaBeta Ltda' && l.registrosErro > 0),
    ).toBe(true);

    const busca = await lista({ where: { orWhere: [{ campo: 'busca', operador: 'ilike', valor: '%filial 0058%' }] } });
    expect(busca.gerenciadoresFrota.map((l) => l.nome)).toEqual(['Filial 0058']);
    expect(busca.gerenciadoresFrota[0]).toMatchObject({
      problemas: ['offline', 'registrosErro'],
      registrosErro: 2,
      qtdeErros: 2,
      versaoAlvo: null,
      ultimaAtualizacao: null,
    });
  });

  it('refuses a filter it does not know with a Portuguese message and HTTP 400', async () => {
    for (const q of [
      onde({ campo: 'problema', operador: '=', valor: 'qualquer' }),
      onde({ campo: 'nome', operador: '=', valor: 'x' }),
      onde({ campo: 'contratanteId', operador: '>', valor: '1' }),
    ]) {
      const r = await t.gql(LISTA, { q }, admin);
      expect(r.status).toBe(400);
      expect(r.errors?.[0].message).toMatch(new RegExp(`${MSG.filtroInvalido}|não pode ser usado em filtros`));
    }
  });

  it('keeps the version an agent reported after it leaves, and calls an older one outdated', async () => {
    const filialId = frota.ids[2];
    await t.app.services.gerenciadorConexoes.registrarPresencas('outra', [{ filialId, versao: '0.0.9', hostname: 'erp', ultimoContato: agora.toISOString() }]);
    await t.app.services.gerenciadorConexoes.removerPresenca(filialId, 'outra');
    await t.app.services.gerenciadorConexoes.removerPresenca(filialId, 'frota-semeada');
    const [linha] = (await lista({ where: { orWhere: [{ campo: 'busca', operador: 'ilike', valor: '%filial 0003%' }] } })).gerenciadoresFrota;
    expect(linha).toMatchObject({
      nome: 'Filial 0003',
      gerenciadorConectado: false,
      versaoGerenciador: '0.0.9',
      desatualizado: true,
      problemas: ['desatualizado'],
    });
  });

  it('draws 30 Brasília days of orders received and integrated and of failed runs', async () => {
    const filialId = frota.ids[0];
    const k = t.app.db.kysely;
    // 02:30 UTC is still the day before in Brasília (UTC−3).
    const ontem = new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth(), agora.getUTCDate(), 2, 30) - 86_400_000);
    const diaDe = (d: Date) => new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const registro = (situacao: SituacaoRegistroApp, createdAt: string, updatedAt: string) => ({
      filialId,
      dispositivoId: null,
      tipo: 'pedido',
      uuid: randomUUID(),
      dados: '{}',
      situacao,
      chaveErp: null,
      erro: null,
      erroTipo: null,
      erroDetalhe: null,
      reenviadoEm: null,
      createdAt,
      updatedAt,
      usuarioIdentificador: null,
    });
    const graficos = async (c: number) => (await t.gql<{ gerenciadoresFrotaGraficos: DiaFrota[] }>(GRAFICOS, { c }, admin)).data!.gerenciadoresFrotaGraficos;
    const antes = await graficos(alfa.contratanteId);
    const antesBeta = await graficos(beta.contratanteId);
    await k
      .insertInto('mobile_registro')
      .values([
        registro('integrado', ontem.toISOString(), ontem.toISOString()),
        registro('pendente', ontem.toISOString(), ontem.toISOString()),
        // Received 40 days ago, integrated yesterday: counts only as integrated.
        registro('integrado', new Date(agora.getTime() - 40 * 86_400_000).toISOString(), ontem.toISOString()),
      ])
      .execute();
    await k
      .insertInto('sync_historico')
      .values({
        filialId,
        tipo: 'configuracaoDadosProduto',
        dtInicio: ontem.toISOString(),
        dtFim: ontem.toISOString(),
        modo: 'alterados',
        lidos: 0,
        enviados: 0,
        removidos: 0,
        resultado: 'falha',
        retomada: 0,
        msg: null,
        erro: null,
        falhas: 0,
      })
      .execute();
    const dias = await graficos(alfa.contratanteId);
    expect(dias).toHaveLength(30);
    expect(dias.at(-1)!.dia).toBe(diaDe(agora));
    const i = dias.findIndex((d) => d.dia === diaDe(ontem));
    expect(dias[i]).toEqual({
      dia: diaDe(ontem),
      pedidosRecebidos: antes[i].pedidosRecebidos + 2,
      pedidosIntegrados: antes[i].pedidosIntegrados + 2,
      execucoesFalha: antes[i].execucoesFalha + 1,
    });
    // Another contratante's charts do not move.
    expect(await graficos(beta.contratanteId)).toEqual(antesBeta);
  });
});
