import { TIPOS_CAMPO_PERSONALIZADO, type CampoPersonalizado, type ValorSelecionavel } from './configuracao';

/** A selectable value typed as `label|id` (docs/produto.md §5); without a pipe the text is both label and id. */
export function valorSelecionavelDeTexto(texto: string): ValorSelecionavel | null {
  const [label, ...resto] = texto.split('|');
  const id = resto.join('|').trim();
  const rotulo = label.trim();
  if (!rotulo && !id) return null;
  return { label: rotulo || id, id: id || rotulo };
}

export const ehTipoCampoPersonalizado = (tipo: string): tipo is keyof typeof TIPOS_CAMPO_PERSONALIZADO => tipo in TIPOS_CAMPO_PERSONALIZADO;

/**
 * The rules between a custom field's switches (docs/produto.md §4): a selectable field is always editable,
 * and only an editable field can be mandatory.
 */
export function normalizarCampoPersonalizado(campo: CampoPersonalizado): CampoPersonalizado {
  const editavel = campo.tipo === 'selecionavel' ? true : campo.editavel;
  return { ...campo, editavel, editavelObrigatorio: editavel && campo.editavelObrigatorio };
}
