import { describe, expect, it } from 'vitest';
import { configuracaoPadrao, type DadosTipo } from '../../../common/catalogo';
import { adicionarCampo, adicionarInsert, alterarCampo, alterarInsert, mapear, moverInsert, removerCampo, removerInsert, type FormDados } from './formDados';

const form = (): FormDados => {
  const padrao = configuracaoPadrao('configuracaoDadosInsertPedido');
  return { dados: padrao.dados as unknown as DadosTipo, mapeamento: padrao.mapeamento, ativa: false };
};

describe('data page form', () => {
  it('maps the main select into campos and a sub-select into its own key', () => {
    const f = mapear(mapear(form(), 'select', 'descricao', 'nome'), 'selectItens', 'valorVenda', 'preco');
    expect(f.mapeamento.campos).toEqual({ descricao: 'nome' });
    expect(f.mapeamento.selectItens).toEqual({ valorVenda: 'preco' });
  });

  it('adds custom fields with distinct CP_ ids even in the same millisecond, and removes them', () => {
    const f = adicionarCampo(adicionarCampo(form(), 1000), 1000);
    expect(f.mapeamento.camposPersonalizados.map((c) => c.id)).toEqual(['CP_1000', 'CP_1001']);
    expect(removerCampo(f, 0).mapeamento.camposPersonalizados.map((c) => c.id)).toEqual(['CP_1001']);
  });

  it('turns editable on for a selectable custom field', () => {
    const f = alterarCampo(adicionarCampo(form(), 1), 0, { tipo: 'selecionavel' });
    expect(f.mapeamento.camposPersonalizados[0]).toMatchObject({ tipo: 'selecionavel', editavel: true });
  });

  it('keeps at least one insert card and reorders them', () => {
    let f = adicionarInsert(form(), 'insert', 5);
    f = alterarInsert(f, 'insert', 0, { sql: 'primeiro' });
    f = alterarInsert(f, 'insert', 1, { sql: 'segundo' });
    expect(moverInsert(f, 'insert', 0, 1).dados.insert.map((c) => c.sql)).toEqual(['segundo', 'primeiro']);
    const um = removerInsert(f, 'insert', 0);
    expect(um.dados.insert.map((c) => c.sql)).toEqual(['segundo']);
    expect(removerInsert(um, 'insert', 0).dados.insert).toHaveLength(1);
  });
});
