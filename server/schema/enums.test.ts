import type { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SITUACOES_REGISTRO_APP } from '../../common/catalogo';
import { buildSchema } from './index';

/**
 * An enum is the one list of its values: common/api takes the types of ModoExecucao, ResultadoExecucao,
 * OrigemWebhook and SituacaoEntrega from common/graphql/tipos.ts. SituacaoRegistroApp is also a list at run
 * time in common/catalogo (the queue's filter is checked against it), so the two must hold the same values:
 * a situação the enum lacked would make GraphQL fail the record it reads.
 */
describe('GraphQL enums against the lists in common/', () => {
  const schema = buildSchema();
  const valores = (nome: string) => (schema.getType(nome) as GraphQLEnumType).getValues().map((v) => v.value as string);

  it('SituacaoRegistroApp holds SITUACOES_REGISTRO_APP', () => {
    expect(valores('SituacaoRegistroApp').sort()).toEqual([...SITUACOES_REGISTRO_APP].sort());
  });
});
