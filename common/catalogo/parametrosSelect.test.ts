import { describe, expect, it } from 'vitest';
import { TIPOS_DADOS_POR_TIPO, parametrosDoTipo, valoresDosParametros, vincularParametros } from '.';

const SITUACAO = parametrosDoTipo(TIPOS_DADOS_POR_TIPO.configuracaoDadosSituacaoPedido);
const SQL = 'SELECT id, situacao FROM pedidos WHERE id IN (:pedidosIdentificadores) AND situacao BETWEEN :situacaoInicial AND :situacaoFinal';

describe('parâmetros do select da página', () => {
  it('binds the page’s settings and the server’s list in a real run; an empty list matches nothing', () => {
    const { valores, deExemplo } = valoresDosParametros(SITUACAO, { situacaoInicial: 'A', situacaoFinal: 'F' }, { pedidosIdentificadores: [] }, false);
    expect(deExemplo).toEqual([]);
    expect(vincularParametros(SQL, valores, () => '?')).toEqual({
      sql: 'SELECT id, situacao FROM pedidos WHERE id IN (?) AND situacao BETWEEN ? AND ?',
      valores: [null, 'A', 'F'],
    });
  });

  it('in a test, takes the catalogue’s sample where the page or the server has nothing yet, and says which', () => {
    const { valores, deExemplo } = valoresDosParametros(SITUACAO, { situacaoInicial: '', situacaoFinal: 'Faturado' }, { pedidosIdentificadores: [] }, true);
    expect(valores).toEqual({ pedidosIdentificadores: ['1'], situacaoInicial: 'Aberto', situacaoFinal: 'Faturado' });
    expect(deExemplo).toEqual(['pedidosIdentificadores', 'situacaoInicial']);
  });

  it('binds a list as one marker per value, in the engine’s own markers, never inside the SQL text', () => {
    const r = vincularParametros(
      SQL,
      { pedidosIdentificadores: ['10', "11'; DROP TABLE x; --"], situacaoInicial: 'A', situacaoFinal: 'F' },
      (i) => `$${i + 1}`,
    );
    expect(r).toEqual({
      sql: 'SELECT id, situacao FROM pedidos WHERE id IN ($1, $2) AND situacao BETWEEN $3 AND $4',
      valores: ['10', "11'; DROP TABLE x; --", 'A', 'F'],
    });
  });
});
