import { describe, expect, it } from 'vitest';
import { CONFIGURACAO_BASICA_PADRAO, REGISTROS_APP, registroDaRota, TIPOS_DADOS_POR_TIPO, TIPOS_REGISTRO_APP } from '../../common/catalogo';
import { MSG_REGISTRO } from '../mobile/mobileMessages';
import { estruturaDoRegistro } from './validacao';

/**
 * What a new phone record type must bring (docs/mapa-do-codigo.md, "Um tipo de registro do celular
 * novo"): the TypeScript types catch a missing entry, these checks a wrong one.
 */
describe.each(TIPOS_REGISTRO_APP)('phone record type %s in the catalogue', (tipo) => {
  const def = REGISTROS_APP[tipo];

  it('has its insert page and its ERP type, and its own phone route', () => {
    expect(TIPOS_DADOS_POR_TIPO[def.insert]?.direcao).toBe('nuvemParaErp');
    expect(TIPOS_DADOS_POR_TIPO[def.erp]?.direcao).toBe('erpParaNuvem');
    expect(def.rota).toMatch(/^[a-z-]+$/);
    expect(registroDaRota(def.rota)).toBe(tipo);
  });

  it('is switched on by a yes/no flag of the basic configuration, with the phone told why when off', () => {
    expect(typeof CONFIGURACAO_BASICA_PADRAO[def.habilitadoPor]).toBe('boolean');
    expect(MSG_REGISTRO[tipo].desabilitado).toMatch(/\S/);
  });

  it('names flags that exist, and a discount message when it has commercial rules', () => {
    if (!def.regras) return expect(MSG_REGISTRO[tipo].desconto).toBeNull();
    for (const flag of [def.regras.descontoNoRegistro, def.regras.alterarValorProduto, def.regras.descontoNoProduto])
      expect(typeof CONFIGURACAO_BASICA_PADRAO[flag]).toBe('boolean');
    expect(MSG_REGISTRO[tipo].desconto).toMatch(/\S/);
  });

  it('depends on another record type through one of its own fields, and sums itself up by its fields', () => {
    const campos = new Set([...estruturaDoRegistro(tipo).cabecalho.map((c) => c.nome), 'itens']);
    if (def.dependeDe) {
      expect(TIPOS_REGISTRO_APP).toContain(def.dependeDe.tipo);
      expect(def.dependeDe.tipo).not.toBe(tipo);
      expect(campos).toContain(def.dependeDe.campo);
    }
    expect(def.resumo.length).toBeGreaterThan(0);
    for (const campo of def.resumo) expect(campos).toContain(campo);
  });
});
