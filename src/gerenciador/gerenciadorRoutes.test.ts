import { describe, expect, it } from 'vitest';
import { CONFIGURACAO_BASICA_PADRAO } from '../../common/catalogo';
import { idDaFilial, tipoDaRota, tiposVisiveis } from './gerenciadorRoutes';

describe('manager routes', () => {
  it('reads the branch id as a number, 0 when absent or not numeric', () => {
    expect(idDaFilial('42')).toBe(42);
    expect(idDaFilial(undefined)).toBe(0);
    expect(idDaFilial('abc')).toBe(0);
    expect(idDaFilial('4.2')).toBe(0);
  });

  it('lists the data pages whose flag is on', () => {
    const padrao = tiposVisiveis(CONFIGURACAO_BASICA_PADRAO).map((t) => t.rota);
    expect(padrao).toContain('configuracao_dados_produto');
    expect(padrao).not.toContain('configuracao_dados_tabela_preco');
    expect(tiposVisiveis({ ...CONFIGURACAO_BASICA_PADRAO, utilizaTabelaPreco: true }).map((t) => t.rota)).toContain('configuracao_dados_tabela_preco');
  });

  it('knows a data page only while it is visible', () => {
    expect(tipoDaRota('configuracao_dados_produto', CONFIGURACAO_BASICA_PADRAO)?.tipo).toBe('configuracaoDadosProduto');
    expect(tipoDaRota('configuracao_dados_servico', CONFIGURACAO_BASICA_PADRAO)).toBeNull();
    expect(tipoDaRota('configuracao_dados_servico', { ...CONFIGURACAO_BASICA_PADRAO, utilizaOrdemServico: true })?.tipo).toBe('configuracaoDadosServico');
    expect(tipoDaRota('qualquer_coisa', CONFIGURACAO_BASICA_PADRAO)).toBeNull();
  });
});
