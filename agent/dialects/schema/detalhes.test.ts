import { describe, expect, it } from 'vitest';
import { agruparChaves, lerGatilho } from './detalhes';

/** What insert triggers set and draw from, per engine's trigger language (the real engines: tests/integration/sugestao.test.ts). */
describe('gatilhos e chaves do catálogo', () => {
  it('Firebird: NEW.X = … as a statement and the generator of GEN_ID, not a comparison inside IF', () => {
    expect(lerGatilho('AS BEGIN IF (NEW.NUM_PEDIDO IS NULL) THEN NEW.NUM_PEDIDO = GEN_ID(GEN_PEDIDO, 1); NEW.DT_ALTERACAO = CURRENT_TIMESTAMP; END')).toEqual({
      colunas: ['NUM_PEDIDO', 'DT_ALTERACAO'],
      geradores: ['GEN_PEDIDO'],
    });
    expect(lerGatilho('AS BEGIN IF (NEW.ID = 0) THEN EXIT; NEW."Data Alteração" = CURRENT_DATE; END')).toEqual({ colunas: ['Data Alteração'], geradores: [] });
    expect(lerGatilho('AS BEGIN NEW.ID = NEXT VALUE FOR SEQ_CLIENTE; END').geradores).toEqual(['SEQ_CLIENTE']);
  });

  it('PostgreSQL: NEW.x := … and nextval of the sequence; MySQL: SET NEW.x = …', () => {
    expect(lerGatilho("BEGIN IF NEW.num_pedido IS NULL THEN NEW.num_pedido := nextval('public.gen_pedido'); END IF; NEW.dt := now(); RETURN NEW; END")).toEqual(
      { colunas: ['num_pedido', 'dt'], geradores: ['gen_pedido'] },
    );
    expect(lerGatilho('SET NEW.`alterado_em` = NOW(), NEW.versao = 1')).toEqual({ colunas: ['alterado_em', 'versao'], geradores: [] });
  });

  it('SQLite and SQL Server: the columns an UPDATE … SET of the trigger writes', () => {
    expect(
      lerGatilho('CREATE TRIGGER t AFTER INSERT ON PEDIDO BEGIN UPDATE PEDIDO SET DT_ALTERACAO = CURRENT_TIMESTAMP, VERSAO = 1 WHERE ID = NEW.ID; END').colunas,
    ).toEqual(['DT_ALTERACAO', 'VERSAO']);
    expect(
      lerGatilho('CREATE TRIGGER t ON dbo.Pedidos AFTER INSERT AS UPDATE p SET p.[Alterado Em] = GETDATE() FROM dbo.Pedidos p JOIN inserted i ON i.Id = p.Id')
        .colunas,
    ).toEqual(['Alterado Em']);
  });

  it('groups key rows by constraint, in column order, with what a foreign key points at', () => {
    const chaves = agruparChaves([
      { tabela: 'itens', restricao: 'pk', tipo: 'P', coluna: 'pedido', posicao: 1 },
      { tabela: 'itens', restricao: 'pk', tipo: 'P', coluna: 'seq', posicao: 2 },
      { TABELA: 'itens', RESTRICAO: 'fk1', TIPO: 'FOREIGN KEY', COLUNA: 'pedido', POSICAO: 1, TABELA_REF: 'pedidos', COLUNA_REF: 'id' },
    ]);
    expect(chaves.get('\u0000itens')).toEqual([
      { tipo: 'primaria', colunas: ['pedido', 'seq'] },
      { tipo: 'estrangeira', colunas: ['pedido'], referencia: { esquema: null, tabela: 'pedidos', colunas: ['id'] } },
    ]);
  });
});
