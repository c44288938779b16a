import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResultadoTesteInsert } from '../../common/api/testeInsert';
import type { InsertCard } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { criarErp, engineDisponivel, type ErpDeTeste } from '../../tests/support/erps';
import { abrirDialeto, type Dialeto } from '../dialects';
import { EstadoLocal } from '../estado';
import { configInsertPedido } from '../testing/configPedido';
import { testarInsert, type AmostraInsert } from './testeInsert';

const ENGINES = (['sqlite', 'mariadb', 'postgres', 'firebird'] as const).filter(engineDisponivel);

const amostra = (uuid: string): AmostraInsert => ({
  tipo: 'pedido',
  uuid,
  origem: 'exemplo',
  dados: {
    clienteIdentificador: 'C001',
    usuarioIdentificador: 'V01',
    dataPedido: '2026-11-23 10:30:00',
    valorTotal: '30.50',
    observacao: "teste; COMMIT; 'x'",
    itens: [{ produtoIdentificador: 'P0001', quantidade: 2, valorUnitarioVenda: 10.25, valorTotal: 20.5, observacao: 'item' }],
  },
});

/** Ways to end a transaction from an insert step, with the command the refusal names (COMMIT and END: the cases first reported). */
const COMANDOS: Record<(typeof ENGINES)[number], [string, string][]> = {
  sqlite: [
    ['COMMIT', 'COMMIT'],
    ['END', 'END'],
    ['END TRANSACTION', 'END'],
    ['COMMIT TRANSACTION', 'COMMIT'],
    ['-- confirma\ncommit;', 'COMMIT'],
    ['BEGIN IMMEDIATE', 'BEGIN IMMEDIATE'],
  ],
  postgres: [
    ['COMMIT', 'COMMIT'],
    ['END', 'END'],
    ['COMMIT WORK', 'COMMIT'],
    ['ABORT', 'ABORT'],
    ['SET TRANSACTION READ WRITE', 'SET TRANSACTION'],
    ['/* x */ START TRANSACTION', 'START TRANSACTION'],
  ],
  mariadb: [
    ['COMMIT', 'COMMIT'],
    ['COMMIT WORK', 'COMMIT'],
    ['SET autocommit = 1', 'SET AUTOCOMMIT'],
    ['START TRANSACTION', 'START TRANSACTION'],
    ['SAVEPOINT a', 'SAVEPOINT'],
  ],
  firebird: [
    ['COMMIT', 'COMMIT'],
    ['COMMIT RETAIN', 'COMMIT'],
    ['COMMIT WORK', 'COMMIT'],
    ['SET TRANSACTION', 'SET TRANSACTION'],
    ['SAVEPOINT a', 'SAVEPOINT'],
  ],
};

describe.each(ENGINES)('Testar Insert desfaz tudo, ou diz que não desfez (%s)', (engine) => {
  let erp: ErpDeTeste;
  let dialeto: Dialeto;
  let estado: EstadoLocal;
  let n = 0;
  /** Rows in the ERP's order tables: what a "rolled back" test must leave as it found. */
  const linhas = async () => {
    const contar = async (tabela: string) => Number(Object.values((await erp.sql(`SELECT COUNT(*) AS n FROM ${tabela}`))[0]!)[0]);
    return { pedidos: await contar('pedidos'), itens: await contar('pedido_itens') };
  };
  const testar = async (extras: Parameters<typeof configInsertPedido>[1] = {}) => {
    const r = await testarInsert(dialeto, estado, configInsertPedido(true, extras), amostra(`uuid-${engine}-${++n}`));
    return { ...r, dados: r.dados as ResultadoTesteInsert };
  };
  const card = (sql: string, selectChave = ''): InsertCard => ({ id: `INS_${n}`, sql, selectChave });

  beforeAll(async () => {
    erp = await criarErp(engine);
    dialeto = abrirDialeto(erp.conexao);
    estado = new EstadoLocal(':memory:');
  }, 60_000);
  afterAll(async () => {
    await dialeto?.fechar();
    estado?.fechar();
    await erp?.remover();
  });
  beforeEach(async () => {
    await erp.sql('DELETE FROM pedido_itens');
    await erp.sql('DELETE FROM pedidos');
  });

  it('a test that works reads the key and leaves nothing in the ERP', async () => {
    const r = await testar();
    expect(r).toMatchObject({ status: true, erro: null });
    expect(r.msg).toBe(MSG.testeInsertConcluido(r.dados.chave!));
    expect(r.dados.execucoes[0]!.passos.map((p) => p.etapa)).toEqual(['insert', 'selectChave', 'insert']);
    expect(await linhas()).toEqual({ pedidos: 0, itens: 0 });
  });

  it('refuses a step or a key select that ends, opens or steers the transaction, before anything reaches the ERP', async () => {
    for (const [sql, comando] of COMANDOS[engine]) {
      const refusal = MSG.testeInsertNaoExecutado(`Insert do pedido 2: ${MSG.sqlControlaTransacao(comando)}`);
      const passo = await testar({ insert: [card(sql)] });
      expect(passo, sql).toMatchObject({ status: false, msg: refusal, dados: { execucoes: [{ passos: [], falhouNoPasso: null }] } });
      // In a later statement of the same step, and in a key select.
      const depois = await testar({ insert: [card(`UPDATE pedidos SET total = 0 WHERE 1 = 0; ${sql}`)] });
      expect(depois.msg, sql).toBe(refusal);
      const chave = await testar({ insert: [card('UPDATE pedidos SET total = 0 WHERE 1 = 0', sql)] });
      expect(chave.msg, sql).toBe(MSG.testeInsertNaoExecutado(`${MSG.selectChaveDe('Insert do pedido 2')}: ${MSG.sqlControlaTransacao(comando)}`));
      const item = await testar({ insertItens: [card(sql)] });
      expect(item.msg, sql).toBe(MSG.testeInsertNaoExecutado(`Insert dos itens do pedido 2: ${MSG.sqlControlaTransacao(comando)}`));
      expect(await linhas(), sql).toEqual({ pedidos: 0, itens: 0 });
    }
  });

  it('a step that fails half-way is rolled back: the statements before it leave nothing', async () => {
    const r = await testar({ insertItens: [card('INSERT INTO tabela_que_nao_existe (a) VALUES (:quantidade)')] });
    expect(r.status).toBe(false);
    expect(r.msg).toMatch(/^Falha ao testar o insert: uma tabela usada no SQL não existe.* A transação foi desfeita; nada ficou no ERP\.$/s);
    expect(r.dados.execucoes[0]!.falhouNoPasso).toBe(3);
    expect(await linhas()).toEqual({ pedidos: 0, itens: 0 });
  });

  it('a step without a key select: items need none; the header says, in Portuguese, that it does', async () => {
    // A card as an older page or an API client sends it, without the selectChave field at all.
    const semCampo = { id: 'INS_ITENS_2', sql: 'UPDATE pedidos SET total = total WHERE id = :pedidoIdentificador' } as InsertCard;
    expect(await testar({ insertItens: [semCampo] })).toMatchObject({ status: true });
    const config = configInsertPedido(true);
    (config.dados.insert as Partial<InsertCard>[]) = [{ id: 'INS_1', sql: 'INSERT INTO pedidos (uuid_app, cliente) VALUES (:uuid, :clienteIdentificador)' }];
    const r = await testarInsert(dialeto, estado, config, amostra(`uuid-${engine}-sem-chave`));
    expect(r.status).toBe(false);
    expect(r.msg).toBe(MSG.testeInsertFalhou('Configure o select que lê a chave do registro inserido, ou um insert que a devolva (RETURNING).'));
    expect(r.msg).not.toMatch(/Cannot read|undefined/);
    expect(await linhas()).toEqual({ pedidos: 0, itens: 0 });
  });

  it('the dialect tells whether its transaction is still open, whatever a statement did to it', async () => {
    const sair = Symbol('sair');
    const estados: boolean[] = [];
    const inserir = `INSERT INTO pedidos (uuid_app, cliente) VALUES (${dialeto.marcador(0)}, 'C001')`;
    await expect(
      dialeto.transacao(async (tx) => {
        estados.push(await tx.aberta());
        await tx.executar(inserir, ['aberta']);
        estados.push(await tx.aberta());
        throw sair;
      }),
    ).rejects.toBe(sair);
    const fim = engine === 'postgres' ? 'END' : engine === 'firebird' ? 'COMMIT RETAIN' : 'COMMIT';
    const terminou = await dialeto
      .transacao(async (tx) => {
        estados.push(await tx.aberta());
        await tx.executar(inserir, ['confirmada']);
        await tx.executar(fim);
        estados.push(await tx.aberta());
        throw sair;
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(terminou === sair || terminou instanceof Error).toBe(true);
    expect(estados).toEqual([true, true, true, false]);
    // What the statement committed is in the ERP: "not open" was the truth.
    expect((await erp.sql('SELECT uuid_app FROM pedidos')).map((l) => Object.values(l)[0])).toEqual(['confirmada']);
  });

  it.runIf(engine === 'mariadb' || engine === 'postgres')(
    'a procedure that commits inside a step: reported as not undone when it did, rolled back when the engine refused',
    async () => {
      await erp.sql(
        engine === 'mariadb' ? 'CREATE PROCEDURE confirmar() BEGIN COMMIT; END' : 'CREATE PROCEDURE confirmar() LANGUAGE plpgsql AS $$ BEGIN COMMIT; END $$',
      );
      const r = await testar({ insert: [card('CALL confirmar()')] });
      if (engine === 'mariadb') {
        expect(r).toMatchObject({ status: false, msg: MSG.testeInsertNaoDesfeito(4) });
        expect(r.msg).not.toContain('desfeita; nada ficou');
        // The header was committed by the procedure, the item after it ran outside any transaction: the message told the truth.
        expect(await linhas()).toEqual({ pedidos: 1, itens: 1 });
      } else {
        // PostgreSQL refuses a COMMIT inside a procedure called in a transaction block: nothing stayed.
        expect(r.status).toBe(false);
        expect(r.msg).toMatch(/A transação foi desfeita; nada ficou no ERP\.$/);
        expect(await linhas()).toEqual({ pedidos: 0, itens: 0 });
      }
    },
  );
});
