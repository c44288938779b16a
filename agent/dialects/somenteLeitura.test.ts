import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { criarErp, engineDisponivel, type ErpDeTeste } from '../../tests/support/erps';
import { abrirDialeto, classificarErro, type Dialeto } from '.';

const ENGINES = (['sqlite', 'mariadb', 'postgres', 'firebird'] as const).filter(engineDisponivel);

/** Texts that try to run a second statement behind a select, as an integrator's page could send them. */
const DUAS_INSTRUCOES = [
  'select 1 as a limit 1; commit; delete from clientes',
  'SELECT codigo FROM clientes; DELETE FROM clientes',
  'SELECT codigo FROM clientes /* só um comentário */; DELETE FROM clientes',
  'SELECT codigo FROM clientes -- comentário\n; DELETE FROM clientes',
  "SELECT ';' AS a FROM clientes; DELETE FROM clientes -- ';'",
  'SELECT codigo FROM clientes;\nCOMMIT;\nDELETE FROM clientes;',
];

/** One statement that starts as a query and writes, per engine: only the read-only transaction stops it. */
const ESCRITA_DISFARCADA: Record<(typeof ENGINES)[number], { preparar?: string; sql: string }> = {
  postgres: {
    preparar: 'CREATE FUNCTION apagar_clientes() RETURNS integer AS $$ DELETE FROM clientes; SELECT 1 $$ LANGUAGE sql',
    sql: 'SELECT apagar_clientes() AS n',
  },
  sqlite: { sql: 'WITH x AS (SELECT 1) DELETE FROM clientes RETURNING codigo' },
  mariadb: {
    preparar: 'CREATE FUNCTION apagar_clientes() RETURNS INT MODIFIES SQL DATA BEGIN DELETE FROM clientes; RETURN 1; END',
    sql: 'SELECT apagar_clientes() AS n',
  },
  firebird: {
    preparar: 'CREATE PROCEDURE apagar_clientes RETURNS (n INTEGER) AS BEGIN DELETE FROM clientes; n = 1; SUSPEND; END',
    sql: 'SELECT n FROM apagar_clientes',
  },
};

describe.each(ENGINES)('o gerenciador só lê o ERP com um select (%s)', (engine) => {
  let erp: ErpDeTeste;
  let dialeto: Dialeto;
  const clientes = async () => Number(Object.values((await erp.sql('SELECT COUNT(*) AS n FROM clientes'))[0]!)[0]);
  /** Every read path of the dialect: the select test (limited and whole), a read, a paged read. */
  const leituras = (d: Dialeto) => ({
    testarSelect: (sql: string) => d.testarSelect(sql, 1),
    testarSelectInteiro: (sql: string) => d.testarSelect(sql, null),
    consultar: (sql: string) => d.consultar(sql),
    percorrer: (sql: string) => d.percorrer(sql, 10, async () => true),
  });

  beforeAll(async () => {
    erp = await criarErp(engine);
    dialeto = abrirDialeto(erp.conexao);
    const preparar = ESCRITA_DISFARCADA[engine].preparar;
    if (preparar) await erp.sql(preparar);
  }, 60_000);
  afterAll(async () => {
    await dialeto?.fechar();
    await erp?.remover();
  });
  beforeEach(async () => {
    if ((await clientes()) === 3) return;
    await erp.sql('DELETE FROM clientes');
    for (const c of ['C1', 'C2', 'C3'])
      await erp.sql("INSERT INTO clientes (codigo, nome, tipo, documento, ativo) VALUES (?, 'Cliente; DELETE', 'F', '1', 1)", [c]);
  });

  it('refuses a second statement on every read path, in Portuguese, and the ERP keeps every row', async () => {
    for (const sql of DUAS_INSTRUCOES) {
      for (const [caminho, ler] of Object.entries(leituras(dialeto))) {
        const erro = await ler(sql).then(
          () => null,
          (e: unknown) => e,
        );
        expect(erro, `${caminho}: ${sql}`).not.toBeNull();
        expect(classificarErro(engine, erro, 'testarSelect').msg, `${caminho}: ${sql}`).toBe(MSG.selectUmaInstrucao);
        expect(await clientes(), `${caminho}: ${sql}`).toBe(3);
      }
    }
    if (engine === 'postgres') {
      const dolar = 'SELECT $$a; b$$ AS a FROM clientes; DELETE FROM clientes';
      await expect(dialeto.consultar(dolar)).rejects.toThrow(MSG.selectUmaInstrucao);
      expect(await clientes()).toBe(3);
    }
  });

  it('reads one select whatever its strings and comments hold, a trailing ";" and trailing comments included', async () => {
    const sql = "SELECT codigo, nome FROM clientes WHERE nome <> 'x; DELETE FROM clientes' /* ; COMMIT */ ORDER BY codigo DESC; -- fim; DELETE FROM clientes\n";
    for (const ler of Object.values(leituras(dialeto))) await ler(sql);
    expect(await dialeto.testarSelect(sql, 1)).toEqual([expect.objectContaining({ [engine === 'firebird' ? 'CODIGO' : 'codigo']: 'C3' })]);
    expect(await dialeto.consultar(sql)).toHaveLength(3);
    expect(await clientes()).toBe(3);
  });

  it('refuses what is not a query before it reaches the ERP', async () => {
    for (const ler of Object.values(leituras(dialeto))) {
      await expect(ler("DELETE FROM clientes WHERE codigo = 'C1'")).rejects.toThrow(MSG.selectSomenteConsulta);
    }
    expect(await clientes()).toBe(3);
  });

  it('runs a single statement that would write in a read-only transaction or session: the ERP refuses the write', async () => {
    const { sql } = ESCRITA_DISFARCADA[engine];
    for (const [caminho, ler] of Object.entries(leituras(dialeto))) {
      const erro = await ler(sql).then(
        () => null,
        (e: unknown) => e,
      );
      expect(erro, caminho).not.toBeNull();
      // Refused by the ERP itself for being read-only (the select test may fail earlier, wrapped as a derived table).
      if (caminho === 'consultar' || caminho === 'percorrer') expect(String((erro as Error).message), caminho).toMatch(/read ?-? ?only/i);
      expect(await clientes(), caminho).toBe(3);
    }
    // The dialect still reads and writes afterwards.
    expect(await dialeto.consultar('SELECT codigo FROM clientes')).toHaveLength(3);
    await dialeto.transacao((tx) => tx.executar(`UPDATE clientes SET ativo = 1 WHERE codigo = ${dialeto.marcador(0)}`, ['C1']));
  });
});
