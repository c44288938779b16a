import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/schema';

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
