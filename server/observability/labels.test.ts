import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rotuloOperacaoGraphql, rotuloRotaRest } from './labels';

describe('rótulos das métricas', () => {
  it('names a GraphQL operation by its root fields, not by aliases or the name a client chose', () => {
    expect(rotuloOperacaoGraphql(parse('query Qualquer { b: usuarios { id } a: contratantes { id } }'))).toBe('contratantes,usuarios');
    expect(rotuloOperacaoGraphql(parse('{ a1: usuarioEmailExiste(email: "a") a2: usuarioEmailExiste(email: "b") }'))).toBe('usuarioEmailExiste');
    expect(rotuloOperacaoGraphql(parse('{ a { x } b { x } c { x } d { x } }'))).toBe('varias');
  });

  it('picks the operation named by operationName among several', () => {
    const doc = parse('query A { usuarios { id } } mutation B { createToken(email: "", password: "") { token } }');
    expect(rotuloOperacaoGraphql(doc, 'B')).toBe('createToken');
    expect(rotuloOperacaoGraphql(doc, 'C')).toBe('invalida');
  });

  it('shapes REST paths so ids and documents do not multiply the labels', () => {
    expect(rotuloRotaRest('GET', '/api/v1/contratante/consulta-cnpj/12345678000195', 200)).toBe('GET contratante/consulta-cnpj');
    expect(rotuloRotaRest('POST', '/api/v1/mobile/registro/7f0c2a9e-0000-4000-8000-000000000001', 201)).toBe('POST mobile/registro');
    expect(rotuloRotaRest('GET', '/api/v1/123/abc', 200)).toBe('GET :p/abc');
    expect(rotuloRotaRest('GET', '/api/v1/qualquer/coisa', 404)).toBe('nao-encontrada');
  });
});
