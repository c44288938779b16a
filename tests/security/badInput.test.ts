import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { logger } from '../../server/logger';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const LIST = 'query($q: QueryOptions) { usuarios(queryOptions: $q) { id } }';
const where = (campo: string, operador: string, valor: string) => ({ q: { where: { andWhere: [{ campo, operador, valor }] } } });

/** Each input a client can get wrong, with the Portuguese message it must get back. */
const CASES: { name: string; body: Record<string, unknown>; anonymous?: boolean; message: string }[] = [
  {
    name: 'a variable of the wrong type',
    body: { query: 'query($id: Int!) { usuario(id: $id) { id } }', variables: { id: 'abc' } },
    message: 'Valor inválido para a variável $id.',
  },
  {
    name: 'campo __proto__',
    body: { query: LIST, variables: where('__proto__', '=', '1') },
    message: 'O campo "__proto__" não pode ser usado em filtros ou ordenação.',
  },
  {
    name: 'campo constructor',
    body: { query: LIST, variables: where('constructor', '=', '1') },
    message: 'O campo "constructor" não pode ser usado em filtros ou ordenação.',
  },
  {
    name: 'campo toString',
    body: { query: LIST, variables: where('toString', '=', '1') },
    message: 'O campo "toString" não pode ser usado em filtros ou ordenação.',
  },
  {
    name: 'order by campo constructor',
    body: { query: LIST, variables: { q: { order: [{ campo: 'constructor' }] } } },
    message: 'O campo "constructor" não pode ser usado em filtros ou ordenação.',
  },
  {
    name: '`in` with 40,000 values',
    body: { query: LIST, variables: where('id', 'in', JSON.stringify(Array.from({ length: 40_000 }, (_, i) => i))) },
    message: 'A lista do operador "in" aceita no máximo 1000 valores.',
  },
  {
    name: 'ilike on a number',
    body: { query: LIST, variables: where('id', 'ilike', '1') },
    message: 'O operador "ilike" só vale para campos de texto, e "id" não é.',
  },
  {
    name: 'like on a boolean',
    body: { query: LIST, variables: where('ativo', 'like', 'true') },
    message: 'O operador "like" só vale para campos de texto, e "ativo" não é.',
  },
  { name: 'a number past the integer range', body: { query: LIST, variables: where('id', '=', '99999999999') }, message: 'Valor inválido para o campo "id".' },
  {
    name: 'a NUL byte in a filter',
    body: { query: LIST, variables: where('nome', '=', 'a\u0000b') },
    message: 'A requisição contém um caractere nulo (\\u0000), que não é aceito em nenhum campo.',
  },
  {
    name: 'a NUL byte in an anonymous e-mail check',
    anonymous: true,
    body: { query: 'query($e: String!) { usuarioEmailExiste(email: $e) }', variables: { e: 'ana\u0000@forca.com.br' } },
    message: 'A requisição contém um caractere nulo (\\u0000), que não é aceito em nenhum campo.',
  },
  {
    name: 'a NUL byte in a new user’s name',
    body: {
      query: 'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
      variables: { i: { nome: 'A\u0000na', email: 'nul@forca.com.br', password: 'Senha#2024', passwordConfirmacao: 'Senha#2024' } },
    },
    message: 'A requisição contém um caractere nulo (\\u0000), que não é aceito em nenhum campo.',
  },
  {
    name: 'two operations without operationName',
    anonymous: true,
    body: { query: 'query a { __typename } query b { __typename }' },
    message: 'Não foi possível escolher a operação a executar: informe em operationName uma das operações da requisição.',
  },
  { name: 'a syntax error', anonymous: true, body: { query: '{ usuarioEmailExiste(' }, message: 'A consulta GraphQL não pôde ser lida: erro de sintaxe.' },
  { name: 'a field that does not exist', anonymous: true, body: { query: '{ usuari { id } }' }, message: 'A consulta pede um campo que não existe.' },
];

describe.skipIf(postgresUnavailable())(`bad input is the client's mistake: 4xx, BAD_USER_INPUT, Portuguese, a warning without stack (${testEngine})`, () => {
  let t: TestApp;
  let token: string;
  let warn: MockInstance;
  let error: MockInstance;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login(ADMIN.email, ADMIN.password);
    warn = vi.spyOn(logger, 'warn');
    error = vi.spyOn(logger, 'error');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it.each(CASES)('$name', async ({ body, anonymous, message }) => {
    warn.mockClear();
    error.mockClear();
    const answer = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(anonymous ? {} : { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(400);
    const json = await answer.json();
    expect(json.errors).toHaveLength(1);
    expect(json.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(JSON.stringify(json)).not.toMatch(/\bat \S+ \(|stack|originalError/);

    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, text] = warn.mock.calls[0];
    expect(text).toBe('requisição GraphQL recusada');
    expect(Object.keys(fields as object)).toEqual(['motivo']);
    expect(JSON.stringify(fields)).not.toMatch(/\n\s+at /);
  });

  it('a right filter still runs (the checks are not blanket refusals)', async () => {
    const r = await t.gql<{ usuarios: { id: number }[] }>(LIST, where('nome', 'ilike', '%admin%'), token);
    expect(r.status).toBe(200);
    expect(r.data?.usuarios.length).toBe(1);
    const list = await t.gql<{ usuarios: { id: number }[] }>(LIST, where('id', 'in', JSON.stringify(Array.from({ length: 1000 }, (_, i) => i + 1))), token);
    expect(list.data?.usuarios.map((u) => u.id)).toContain(1);
  });
});
