import type { CampoMapeavel, Placeholder, TipoValor } from './types';

/** Shorthands that keep the catalogue readable. */
export const campo = (nome: string, label: string, tipo: TipoValor = 'texto', extra: Partial<CampoMapeavel> = {}): CampoMapeavel => ({
  nome,
  label,
  tipo,
  ...extra,
});

export const opcional = (nome: string, label: string, tipo: TipoValor = 'texto', extra: Partial<CampoMapeavel> = {}): CampoMapeavel =>
  campo(nome, label, tipo, { opcional: true, ...extra });

export const ph = (nome: string, descricao: string, tipo: TipoValor = 'texto', extra: Pick<Placeholder, 'derivar' | 'interno'> = {}): Placeholder => ({
  nome,
  descricao,
  tipo,
  ...extra,
});

export const ATIVO = campo('ativo', 'Ativo', 'booleano');
