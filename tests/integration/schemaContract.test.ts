import { parse, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/schema';
import { RESOURCES } from '../../src/providers/resources';

/** docs/produto.md §7: operation names and argument names, to the letter (createUpdatMobileFilial included). */
const QUERIES: Record<string, string[]> = {
  usuarios: ['queryOptions'],
  usuariosCount: ['queryOptions'],
  usuario: ['id'],
  usuarioEmailExiste: ['email'],
  usuarioValidaSenhaAtual: ['senhaAtual'],
  contratantes: ['queryOptions'],
  contratantesCount: ['queryOptions'],
  contratante: ['id'],
  contratanteExiste: ['docFederal'],
  contratanteUsuarios: ['contratanteId'],
  contratanteMobileFiliais: ['contratanteId'],
  mobileFiliais: ['queryOptions'],
  mobileFiliaisCount: ['queryOptions'],
  mobileFilial: ['id'],
  mobileDispositivos: ['queryOptions'],
  mobileDispositivosCount: ['queryOptions'],
  mobileDispositivo: ['id'],
  mobileFilialDatabases: ['queryOptions'],
  mobileFilialDatabasesCount: ['queryOptions'],
  mobileFilialDatabase: ['id'],
  cidade: ['id'],
  consultaCep: ['cep'],
};

const MUTATIONS: Record<string, string[]> = {
  createToken: ['email', 'password', 'permaneceLogado'],
  createUsuario: ['input'],
  updateUsuario: ['id', 'input'],
  deleteUsuario: ['id'],
  usuarioAtualizarSenha: ['novaSenha', 'token'],
  createUpdateContratante: ['input'],
  deleteContratante: ['id', 'confirmacaoNome'],
  createUpdatMobileFilial: ['input'],
  deleteMobileFilial: ['id', 'confirmacaoNome'],
  bloqueiaMobileDispositivo: ['id'],
  updateMobileDispositivo: ['input'],
  createUpdateMobileFilialDatabase: ['input'],
  deleteMobileFilialDatabase: ['id'],
};

describe('contrato GraphQL (docs/produto.md §7)', () => {
  const schema = buildSchema();
  const args = (type: 'Query' | 'Mutation', name: string) => {
    const root = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
    return root?.getFields()[name]?.args.map((a) => a.name) ?? null;
  };

  it.each(Object.entries(QUERIES))('query %s(%s)', (name, expected) => {
    expect(args('Query', name)).toEqual(expected);
  });

  it.each(Object.entries(MUTATIONS))('mutation %s(%s)', (name, expected) => {
    expect(args('Mutation', name)).toEqual(expected);
  });

  it('lists cidades', () => {
    expect(schema.getQueryType()?.getFields().cidades).toBeDefined();
  });

  it('updateUsuario takes no id, password nor contratanteId in its input', () => {
    const input = schema.getType('UsuarioUpdateInput') as { getFields: () => Record<string, unknown> };
    for (const field of ['id', 'password', 'contratanteId']) expect(Object.keys(input.getFields())).not.toContain(field);
  });

  it('createUpdatMobileFilial defaults numeroDispositivos to 1', () => {
    const input = schema.getType('MobileFilialInput') as { getFields: () => Record<string, { defaultValue: unknown }> };
    expect(input.getFields().numeroDispositivos.defaultValue).toBe(1);
  });
});

/**
 * The SPA's resources (src/providers/resources.ts) restate, for react-admin's data provider, the fields it
 * selects and the input fields its forms send. Both are checked against the schema the server runs, so a
 * field renamed or added in the SDL points here instead of failing in a browser.
 */
describe('the data provider resources against the schema', () => {
  const schema = buildSchema();
  type Campo = { type: Tipo; args: { name: string }[] };
  type Tipo = { name?: string; ofType?: Tipo; getFields?: () => Record<string, Campo> };
  const nomeado = (tipo: Tipo): Tipo => (tipo.ofType ? nomeado(tipo.ofType) : tipo);
  const camposDe = (nome: string) => Object.keys((schema.getType(nome) as Tipo | undefined)?.getFields?.() ?? {});

  /** The fields of a selection set the type does not have ("cidade.estado.nome"). */
  function faltando(tipo: Tipo, selecao: readonly SelectionNode[], caminho = ''): string[] {
    const campos = tipo.getFields?.() ?? {};
    return selecao.flatMap((s) => {
      if (s.kind !== 'Field') return [`${caminho}(fragmento)`];
      const campo = campos[s.name.value];
      if (!campo) return [caminho + s.name.value];
      return s.selectionSet ? faltando(nomeado(campo.type), s.selectionSet.selections, `${caminho}${s.name.value}.`) : [];
    });
  }

  it.each(Object.entries(RESOURCES))('%s: its list, count and one queries exist and its selection is in the type', (_, spec) => {
    const query = schema.getQueryType()!.getFields();
    expect([spec.list, spec.count, spec.one].filter((q) => !query[q])).toEqual([]);
    const selecao = (parse(`{ ${spec.fields} }`).definitions[0] as OperationDefinitionNode).selectionSet.selections;
    expect(faltando(nomeado(query[spec.one].type as Tipo), selecao)).toEqual([]);
    expect(faltando(nomeado(query[spec.list].type as Tipo), selecao)).toEqual([]);
  });

  const mutacoes = Object.entries(RESOURCES).flatMap(([nome, spec]) =>
    [spec.create, spec.update].filter((m) => m !== undefined).map((m) => [`${nome} ${m.operation}`, m] as const),
  );
  it.each(mutacoes)('%s: the input type has every field the form sends', (_, mutation) => {
    expect(schema.getMutationType()!.getFields()[mutation.operation]).toBeDefined();
    const doTipo = camposDe(mutation.inputType);
    expect(doTipo.length).toBeGreaterThan(0);
    expect(mutation.inputFields.filter((f) => !doTipo.includes(f))).toEqual([]);
  });

  it("the contratante's and the branch's forms send every field of their input type (a new one is not forgotten)", () => {
    for (const [recurso, tipo] of [
      ['contratantes', 'ContratanteInput'],
      ['mobileFiliais', 'MobileFilialInput'],
    ] as const) {
      const enviados = new Set([...(RESOURCES[recurso].create?.inputFields ?? []), ...(RESOURCES[recurso].update?.inputFields ?? [])]);
      expect({ recurso, esquecidos: camposDe(tipo).filter((f) => !enviados.has(f)) }).toEqual({ recurso, esquecidos: [] });
    }
  });
});
