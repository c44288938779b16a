import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { AppError, notFound, serviceUnavailable, validationError } from '../errors';
import { recusaDoServico } from './http';

const comoAparelho = (erro: AppError) => {
  const recusa = recusaDoServico(erro);
  return { status: recusa.status, codigo: recusa.codigo, erro: recusa.message, detalhes: recusa.detalhes };
};

describe('erros dos serviços na API dos celulares', () => {
  it('keeps the status and message, with the code of its meaning', () => {
    expect(comoAparelho(notFound())).toEqual({ status: 404, codigo: 'NAO_ENCONTRADO', erro: MSG.registroNaoEncontrado, detalhes: {} });
    expect(comoAparelho(new AppError('INVALID_CREDENTIALS', MSG.emailOuSenhaInvalidos))).toMatchObject({ status: 401, codigo: 'LOGIN_INVALIDO' });
  });

  it('carries the fields as campos and the wait as tenteEm', () => {
    expect(comoAparelho(validationError({ nome: MSG.nomeRequerido }))).toEqual({
      status: 400,
      codigo: 'DADOS_INVALIDOS',
      erro: MSG.nomeRequerido,
      detalhes: { campos: { nome: MSG.nomeRequerido } },
    });
    expect(comoAparelho(serviceUnavailable({ kind: 'diskFull', message: MSG.discoCheioServidor, retryAfterSeconds: 30 }))).toEqual({
      status: 503,
      codigo: 'SERVICO_INDISPONIVEL',
      erro: MSG.discoCheioServidor,
      detalhes: { tenteEm: 30 },
    });
  });
});
