import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

describe.skipIf(postgresUnavailable())('queryOptions', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login(ADMIN.email, ADMIN.password);
    for (const nome of ['Beatriz', 'Ana', 'Carla']) {
      await t.gql(
        'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
        { i: { nome, email: `${nome.toLowerCase()}@teste.com.br`, password: 'Senha#123', passwordConfirmacao: 'Senha#123', ativo: nome !== 'Carla' } },
        token,
      );
    }
  });
  afterAll(() => t?.close());

  const LIST = 'query($q: QueryOptions) { usuarios(queryOptions: $q) { nome ativo } usuariosCount(queryOptions: $q) }';

  /** Runs a request and returns the SQL it executed beyond resolving the session. */
  async function sqlOf(queryOptions: unknown) {
    t.queries.length = 0;
    const result = await t.gql(LIST, { q: queryOptions }, token);
    return { result, sql: t.queries.filter((q) => !/"sessaoVersao"/.test(q)) };
  }

  it('filters, sorts and pages in the database', async () => {
    const { result } = await sqlOf({
      limit: 2,
      offset: 0,
      where: { andWhere: [{ campo: 'ativo', operador: '=', valor: 'true' }] },
      order: [{ campo: 'nome', direcao: 'DESC' }],
    });
    expect(result.data).toEqual({
      usuarios: [
        { nome: 'Beatriz', ativo: true },
        { nome: 'Ana', ativo: true },
      ],
      usuariosCount: 3,
    });
    const second = await t.gql(LIST, { q: { limit: 2, offset: 2, order: [{ campo: 'nome', direcao: 'ASC' }] } }, token);
    // Administrador, Ana, Beatriz, Carla: the second page of two.
    expect(second.data).toEqual({
      usuarios: [
        { nome: 'Beatriz', ativo: true },
        { nome: 'Carla', ativo: false },
      ],
      usuariosCount: 4,
    });
  });

  it('searches any of several fields with orWhere, case-insensitively', async () => {
    const { result } = await sqlOf({
      where: {
        orWhere: [
          { campo: 'nome', operador: 'ilike', valor: '%CARL%' },
          { campo: 'email', operador: 'ilike', valor: '%ana@%' },
        ],
      },
    });
    expect((result.data as { usuarios: { nome: string }[] }).usuarios.map((u) => u.nome)).toEqual(['Ana', 'Carla']);
  });

  it('rejects a campo that is not a field of the entity, running no SQL', async () => {
    const { result, sql } = await sqlOf({ where: { andWhere: [{ campo: 'passwordHash', operador: '=', valor: 'x' }] } });
    expect(result.errors?.[0].message).toBe('O campo "passwordHash" não pode ser usado em filtros ou ordenação.');
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(sql).toEqual([]);
  });

  it('rejects an operador outside the allowed list, running no SQL', async () => {
    const { result, sql } = await sqlOf({ where: { andWhere: [{ campo: 'nome', operador: "= 'x' or 1=1 --", valor: 'x' }] } });
    expect(result.errors?.[0].message).toBe('O operador "= \'x\' or 1=1 --" não é permitido.');
    expect(sql).toEqual([]);
  });

  it('rejects an order by an unknown campo, running no SQL', async () => {
    const { result, sql } = await sqlOf({ order: [{ campo: 'nome; drop table usuario', direcao: 'ASC' }] });
    expect(result.errors?.[0].message).toBe('O campo "nome; drop table usuario" não pode ser usado em filtros ou ordenação.');
    expect(sql).toEqual([]);
  });

  it('binds values as parameters, so a quote in a value is just text', async () => {
    const { result } = await sqlOf({ where: { andWhere: [{ campo: 'nome', operador: '=', valor: "x' or '1'='1" }] } });
    expect(result.data).toEqual({ usuarios: [], usuariosCount: 0 });
  });
});
