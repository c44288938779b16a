import { describe, expect, it } from 'vitest';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import { TIPOS_DADOS_POR_TIPO } from '../../../common/catalogo';
import { buscarTabelas, colunasDoSelect, mapeamentoPorNome, namespaceSql } from './esquemaSql';

const ESQUEMA: EsquemaErp = {
  tipoIntegracao: 'postgres',
  truncado: false,
  tabelas: [
    {
      esquema: null,
      nome: 'produtos',
      view: false,
      colunas: [
        { nome: 'codigo', tipo: 'varchar(20)' },
        { nome: 'descrição', tipo: 'text' },
        { nome: 'Ativo', tipo: 'int' },
      ],
    },
    {
      esquema: null,
      nome: 'preços_promoção',
      view: false,
      colunas: [
        { nome: 'código', tipo: 'varchar(20)' },
        { nome: 'preço', tipo: 'numeric(15,2)' },
      ],
    },
    { esquema: 'vendas', nome: 'pedidos', view: true, colunas: [{ nome: 'id', tipo: 'integer' }] },
  ],
};

describe('esquema do ERP no editor e no mapeamento', () => {
  it('gives the editor tables and columns, schemas nested', () => {
    expect(namespaceSql(ESQUEMA)).toEqual({ produtos: ['codigo', 'descrição', 'Ativo'], preços_promoção: ['código', 'preço'], vendas: { pedidos: ['id'] } });
    expect(namespaceSql(null)).toEqual({});
  });

  it('suggests the columns of the tables a select names, quoted or not', () => {
    expect(colunasDoSelect(ESQUEMA, 'SELECT codigo FROM produtos p JOIN "preços_promoção" x ON x."código" = p.codigo')).toEqual([
      'codigo',
      'descrição',
      'Ativo',
      'código',
      'preço',
    ]);
    expect(colunasDoSelect(ESQUEMA, 'SELECT 1 FROM produtos_velhos')).toEqual([]);
    expect(colunasDoSelect(ESQUEMA, '')).toEqual([]);
  });

  it('maps unmapped fields to the columns of the same name, accents and case aside', () => {
    const campos = TIPOS_DADOS_POR_TIPO.configuracaoDadosProduto!.campos;
    expect(mapeamentoPorNome(campos, ['codigo', 'descrição', 'Ativo', 'grupo'], { grupo: 'familia' })).toEqual({ descricao: 'descrição', ativo: 'Ativo' });
    expect(mapeamentoPorNome(campos, ['descricao', 'ativo'], {}, { ativo: '1' })).toEqual({ descricao: 'descricao' });
  });

  it('finds tables by their name first, then by a column’s', () => {
    expect(buscarTabelas(ESQUEMA.tabelas, 'PRECO').map((t) => t.nome)).toEqual(['preços_promoção']);
    expect(buscarTabelas(ESQUEMA.tabelas, 'codigo').map((t) => t.nome)).toEqual(['produtos', 'preços_promoção']);
    expect(buscarTabelas(ESQUEMA.tabelas, '  ')).toHaveLength(3);
  });
});
