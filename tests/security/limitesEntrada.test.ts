import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_QUERY_OPTIONS as LIMITES } from '../../common/api/queryOptions';
import { ARMOR_MESSAGES } from '../../server/graphql/armor';
import { MSG_PARAMETRO_JSON } from '../../server/graphql/yoga';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const LISTA = 'query($q: QueryOptions) { usuarios(queryOptions: $q) { id } usuariosCount(queryOptions: $q) }';
const itens = (n: number, item: (i: number) => Record<string, string>) =>
  Array.from({ length: n }, (_, i) => ({ campo: 'nome', operador: '=', valor: `x${i}`, ...item(i) }));

/**
 * Five inputs that answered INTERNAL_SERVER_ERROR (the stack in the log only): many conditions
 * (SQLite's expression depth at ~500, either engine at ~8,000), a LIKE value over SQLite's 50 KB
 * pattern limit, a list literal nested 2,000 deep, GET /graphql with variables that are not JSON.
 * Each is now a 400 with a Portuguese message saying what to change, on both engines, and the
 * sizes just inside the limits still work.
 */
describe.skipIf(postgresUnavailable())(`entradas grandes: 400 com mensagem, nunca 500 (${testEngine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  const lista = async (q: unknown) => {
    t.queries.length = 0;
    const r = await t.gql<{ usuarios: unknown[]; usuariosCount: number }>(LISTA, { q }, admin);
    // The list's own SQL (on "usuario", not the session's check): the server's periodic tasks (the
    // webhook queue, the alerts) run their own queries meanwhile, and a busy machine puts one in the window.
    return { ...r, sql: t.queries.filter((s) => /"usuario"/.test(s) && !/"sessaoVersao"/.test(s)) };
  };
  const recusa = (message: string) => ({
    status: 400,
    errors: [expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })],
    sql: [],
  });

  it('too many conditions, in andWhere or orWhere: refused before any SQL; the limit itself works', async () => {
    const demais = recusa(`O filtro da lista tem condições demais: no máximo ${LIMITES.condicoes}.`);
    for (const n of [LIMITES.condicoes + 1, 500, 8_000]) {
      expect(await lista({ where: { andWhere: itens(n, () => ({})) } }), `andWhere ${n}`).toMatchObject(demais);
      expect(await lista({ where: { orWhere: itens(n, () => ({})) } }), `orWhere ${n}`).toMatchObject(demais);
    }
    expect(await lista({ where: { andWhere: itens(60, () => ({})), orWhere: itens(41, () => ({})) } })).toMatchObject(demais);
    const noLimite = await lista({ where: { orWhere: itens(LIMITES.condicoes, (i): Record<string, string> => (i === 0 ? { valor: 'Administrador' } : {})) } });
    expect(noLimite.errors).toBeUndefined();
    expect(noLimite.data?.usuariosCount).toBe(1);
    // The filter of lista() sees the list's SQL when it runs: an empty sql above means none ran.
    expect(noLimite.sql.length).toBeGreaterThan(0);
  });

  it('a value too long (a 60 KB LIKE pattern, an element of an in list) is refused; the longest allowed runs', async () => {
    const longo = recusa(`O valor do filtro do campo "email" é longo demais: no máximo ${LIMITES.caracteresValor} caracteres.`);
    for (const operador of ['like', 'ilike', '=', '>=']) {
      expect(await lista({ where: { andWhere: [{ campo: 'email', operador, valor: `%${'a'.repeat(60_000)}%` }] } }), operador).toMatchObject(longo);
    }
    expect(
      await lista({ where: { andWhere: [{ campo: 'email', operador: 'in', valor: JSON.stringify(['a', 'b'.repeat(LIMITES.caracteresValor + 1)]) }] } }),
    ).toMatchObject(longo);
    const maximo = await lista({ where: { andWhere: [{ campo: 'email', operador: 'like', valor: `%${'a'.repeat(LIMITES.caracteresValor - 2)}%` }] } });
    expect(maximo.errors).toBeUndefined();
    expect(maximo.data?.usuariosCount).toBe(0);
  });

  it('an order of too many fields is refused', async () => {
    expect(await lista({ order: Array.from({ length: 3_000 }, () => ({ campo: 'nome', direcao: 'ASC' })) })).toMatchObject(
      recusa(`A ordenação da lista aceita no máximo ${LIMITES.ordenacao} campos.`),
    );
  });

  it('a list or object literal nested thousands deep is refused before it is parsed, also without a token', async () => {
    const post = async (query: string) => {
      const r = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      return { status: r.status, corpo: await r.json() };
    };
    const refused = { status: 400, corpo: { errors: [{ message: ARMOR_MESSAGES.nesting, extensions: { code: 'BAD_USER_INPUT' } }] } };
    for (const n of [40, 2_000, 10_000]) {
      expect(await post(`query { usuarioEmailExiste(email: ${'['.repeat(n)}"a"${']'.repeat(n)}) }`), `lista ${n}`).toMatchObject(refused);
      expect(await post(`query { usuarioEmailExiste(email: ${'{a: '.repeat(n)}1${'}'.repeat(n)}) }`), `objeto ${n}`).toMatchObject(refused);
    }
    // Inside the limit it is an ordinary wrong value.
    expect((await post(`query { usuarioEmailExiste(email: ${'['.repeat(20)}"a"${']'.repeat(20)}) }`)).corpo.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('GET /graphql with variables that are not a JSON object is a 400 in Portuguese', async () => {
    const get = async (variables: string) => {
      const r = await fetch(
        `${t.url}/graphql?query=${encodeURIComponent('query($e: String!) { usuarioEmailExiste(email: $e) }')}&variables=${encodeURIComponent(variables)}`,
      );
      return { status: r.status, corpo: await r.json() };
    };
    for (const variables of ['{"e":"a@b.com"', 'nada', '[1]', '"texto"']) {
      expect(await get(variables), variables).toEqual({
        status: 400,
        corpo: { errors: [{ message: MSG_PARAMETRO_JSON('variables'), extensions: { code: 'BAD_USER_INPUT' } }] },
      });
    }
    expect(await get('{"e":"ninguem@teste.com.br"}')).toEqual({ status: 200, corpo: { data: { usuarioEmailExiste: false } } });
  });
});
