import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SugestaoConfiguracao } from '../../common/api/sugestao';
import { CONFIGURACAO_BASICA_PADRAO } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { criarErpNomeado, type ErpNomeado } from '../../tests/support/erpsNomes';
import { abrirDialeto, type Dialeto } from '../dialects';
import { sugerirConfiguracao } from '.';

/**
 * A proposal on the table the integrator chose among the alternatives (the page's "Sugerir com esta
 * tabela"), whatever its name says; a table the ERP does not have is refused in Portuguese.
 */
describe('sugestão na tabela escolhida', () => {
  let erp: ErpNomeado;
  let dialeto: Dialeto;

  beforeAll(async () => {
    erp = await criarErpNomeado('sqlite', 'ingles');
    dialeto = abrirDialeto(erp.conexao);
  }, 60_000);
  afterAll(async () => {
    await dialeto?.fechar();
    await erp?.remover();
  });

  const sugerir = async (tipo: string, tabela?: string) => {
    const r = await sugerirConfiguracao(dialeto, tipo, CONFIGURACAO_BASICA_PADRAO, tabela);
    return { r, s: r.dados as SugestaoConfiguracao | undefined };
  };

  it('reads the chosen table instead of the best named one, and offers no other', async () => {
    const melhor = (await sugerir('configuracaoDadosCliente')).s!;
    expect(JSON.parse(melhor.dados).select).toMatch(/FROM customers\b/);
    const { r, s } = await sugerir('configuracaoDadosCliente', 'Suppliers');
    expect(r.status, r.erro ?? '').toBe(true);
    expect(JSON.parse(s!.dados).select).toMatch(/FROM suppliers\b/);
    expect(JSON.parse(s!.mapeamento).campos).toMatchObject({ clienteIdentificador: 'supplier_id', nome: 'company_name' });
    expect(s!.justificativas.find((j) => j.campo === '(tabela)')?.coluna).toBe('suppliers');
    expect(s!.alternativas).toEqual([]);
    expect(s!.confianca).toBeLessThan(melhor.confianca);
  });

  it('an insert type takes the chosen table as the record’s', async () => {
    const { r, s } = await sugerir('configuracaoDadosInsertCliente', 'suppliers');
    expect(r.status, r.erro ?? '').toBe(true);
    expect((JSON.parse(s!.dados).insert as { sql: string }[])[0]!.sql).toMatch(/^INSERT INTO suppliers /);
  });

  it('refuses a table the ERP does not have', async () => {
    const { r } = await sugerir('configuracaoDadosProduto', 'produtos_antigos');
    expect(r).toMatchObject({ status: false, msg: MSG.sugestaoTabelaInexistente('produtos_antigos') });
  });
});
