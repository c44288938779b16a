import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { normalizarCampoPersonalizado, valorSelecionavelDeTexto } from './camposPersonalizados';
import { novoCampoPersonalizado } from './configuracao';
import { validarCamposPersonalizados } from './validacao';

describe('campos personalizados', () => {
  it('reads selectable values typed as label|id', () => {
    expect(valorSelecionavelDeTexto('Pago|P')).toEqual({ label: 'Pago', id: 'P' });
    expect(valorSelecionavelDeTexto(' Aberto ')).toEqual({ label: 'Aberto', id: 'Aberto' });
    expect(valorSelecionavelDeTexto('|9')).toEqual({ label: '9', id: '9' });
    expect(valorSelecionavelDeTexto(' | ')).toBeNull();
  });

  it('keeps a selectable field editable and a mandatory one editable', () => {
    const base = novoCampoPersonalizado(1);
    expect(normalizarCampoPersonalizado({ ...base, tipo: 'selecionavel', editavel: false })).toMatchObject({ editavel: true });
    expect(normalizarCampoPersonalizado({ ...base, editavel: false, editavelObrigatorio: true })).toMatchObject({
      editavel: false,
      editavelObrigatorio: false,
    });
    expect(normalizarCampoPersonalizado({ ...base, editavel: true, editavelObrigatorio: true })).toMatchObject({ editavel: true, editavelObrigatorio: true });
  });

  it('wants a known type and a related column the select lists', () => {
    const campo = { ...novoCampoPersonalizado(1), label: 'Região', fieldRelacionado: 'regiao' };
    expect(validarCamposPersonalizados([campo], 'select id, regiao from t')).toEqual({});
    expect(validarCamposPersonalizados([campo], 'select id from t')).toEqual({
      'camposPersonalizados.0.fieldRelacionado': MSG.selectSemCampo('regiao', 'Região'),
    });
    expect(validarCamposPersonalizados([{ ...campo, tipo: 'cor' as never }], 'select id, regiao from t')).toEqual({
      'camposPersonalizados.0.tipo': MSG.tipoCampoPersonalizadoInvalido,
    });
    // Insert pages have no select: the related column is not asked.
    expect(validarCamposPersonalizados([{ ...campo, fieldRelacionado: '' }])).toEqual({});
  });
});
