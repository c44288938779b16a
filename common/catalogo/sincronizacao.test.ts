import { describe, expect, it } from 'vitest';
import { intervaloMs, registrosPorPagina, remocoesPrecisamConfirmacao, REMOCOES_SEM_CONFIRMACAO, SINCRONIZACAO_PADRAO } from './sincronizacao';
import { configuracaoPadrao } from './configuracao';

describe('regras da sincronização', () => {
  it('reads the interval and the page size, with the catalogue defaults the pages start from', () => {
    expect(intervaloMs('01:30')).toBe(90 * 60_000);
    expect(intervaloMs('00:00')).toBe(60_000);
    expect(intervaloMs(undefined)).toBe(30 * 60_000);
    expect(registrosPorPagina('25')).toBe(25);
    expect(registrosPorPagina('')).toBe(SINCRONIZACAO_PADRAO.quantidadeRegistrosPaginar);
    expect(configuracaoPadrao('configuracaoDadosProduto').dados).toMatchObject(SINCRONIZACAO_PADRAO);
  });

  it('holds removals of more than half of what the phones hold, beyond a handful', () => {
    expect(remocoesPrecisamConfirmacao(REMOCOES_SEM_CONFIRMACAO, 12)).toBe(false);
    expect(remocoesPrecisamConfirmacao(REMOCOES_SEM_CONFIRMACAO + 1, 100)).toBe(false);
    expect(remocoesPrecisamConfirmacao(51, 100)).toBe(true);
    expect(remocoesPrecisamConfirmacao(50, 100)).toBe(false);
    expect(remocoesPrecisamConfirmacao(2000, 2000)).toBe(true);
  });
});
