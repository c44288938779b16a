import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildQuery, pickInput } from './buildQuery';

const text = (doc: unknown) =>
  print(doc as never)
    .replace(/\s+/g, ' ')
    .trim();

describe('buildQuery', () => {
  it('asks the list and its count in one query', () => {
    const q = buildQuery('GET_LIST', 'usuarios', { pagination: { page: 1, perPage: 20 }, sort: { field: 'nome', order: 'ASC' }, filter: {} });
    expect(text(q.query)).toContain('data: usuarios(queryOptions: $queryOptions) { id nome email telefone ativo ultimaAtividade contratanteId }');
    expect(text(q.query)).toContain('total: usuariosCount(queryOptions: $countOptions)');
    expect(q.variables).toEqual({ queryOptions: { limit: 20, order: [{ campo: 'nome', direcao: 'ASC' }] }, countOptions: {} });
    expect(q.parseResponse({ data: { data: [{ id: 1 }], total: 9 } } as never)).toEqual({ data: [{ id: 1 }], total: 9 });
  });

  it('filters getManyReference by its target', () => {
    const q = buildQuery('GET_MANY_REFERENCE', 'usuarios', {
      target: 'contratanteId',
      id: 4,
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'nome', order: 'ASC' },
      filter: {},
    });
    expect(q.variables?.queryOptions.where).toEqual({ andWhere: [{ campo: 'contratanteId', operador: '=', valor: '4' }] });
  });

  it("fetches getMany with an 'in' on id", () => {
    const q = buildQuery('GET_MANY', 'contratantes', { ids: ['1', 2] });
    expect(q.variables).toEqual({ queryOptions: { where: { andWhere: [{ campo: 'id', operador: 'in', valor: '[1,2]' }] } } });
    expect(text(q.query)).toContain('cidade { id nome estado { sigla } }');
  });

  it('reads one record by its Int id', () => {
    const q = buildQuery('GET_ONE', 'usuarios', { id: '3' });
    expect(text(q.query)).toContain('data: usuario(id: $id)');
    expect(q.variables).toEqual({ id: 3 });
    expect(() => q.parseResponse({ data: { data: null } } as never)).toThrow('Registro não encontrado.');
  });

  it('creates and updates usuarios with only the fields each input type accepts', () => {
    const data = { id: 3, nome: 'Ana', email: 'a@b.com', telefone: null, ativo: true, password: 'x', __typename: 'Usuario' };
    const create = buildQuery('CREATE', 'usuarios', { data });
    expect(text(create.query)).toContain('mutation createUsuario($input: UsuarioInput!) { data: createUsuario(input: $input)');
    expect(create.variables).toEqual({ input: { nome: 'Ana', email: 'a@b.com', telefone: null, ativo: true, password: 'x' } });
    const update = buildQuery('UPDATE', 'usuarios', { id: 3, data, previousData: data });
    expect(text(update.query)).toContain('mutation updateUsuario($id: Int!, $input: UsuarioUpdateInput!) { data: updateUsuario(id: $id, input: $input)');
    expect(update.variables).toEqual({ id: 3, input: { nome: 'Ana', telefone: null, ativo: true } });
  });

  it('saves contratantes with createUpdateContratante, the id inside the input on update', () => {
    const data = { nome: 'ACME', tipoEmpresa: 'J', cidade: { id: 1 }, cidadeId: 1 };
    expect(buildQuery('CREATE', 'contratantes', { data }).variables).toEqual({ input: { nome: 'ACME', tipoEmpresa: 'J', cidadeId: 1 } });
    const update = buildQuery('UPDATE', 'contratantes', { id: '8', data, previousData: data });
    expect(text(update.query)).toContain('mutation createUpdateContratante($input: ContratanteInput!)');
    expect(update.variables).toEqual({ input: { nome: 'ACME', tipoEmpresa: 'J', cidadeId: 1, id: 8 } });
  });

  it('deletes one, or many with one alias each', () => {
    const one = buildQuery('DELETE', 'usuarios', { id: 5, previousData: { id: 5, nome: 'x' } });
    expect(text(one.query)).toBe('mutation deleteUsuario($id: Int!) { data: deleteUsuario(id: $id) }');
    expect(one.parseResponse({ data: { data: true } } as never)).toEqual({ data: { id: 5, nome: 'x' } });
    const many = buildQuery('DELETE_MANY', 'contratantes', { ids: [1, 2] });
    expect(text(many.query)).toBe('mutation many($id0: Int!, $id1: Int!) { d0: deleteContratante(id: $id0) d1: deleteContratante(id: $id1) }');
    expect(many.variables).toEqual({ id0: 1, id1: 2 });
    expect(many.parseResponse({} as never)).toEqual({ data: [1, 2] });
  });

  it('updates a device with only its contact data, the id inside the input; devices are never created here', () => {
    const data = { id: 9, uuid: 'u', apelido: 'Caixa', email: 'c@x.com.br', telefone: '11987654321', bloqueado: false };
    const update = buildQuery('UPDATE', 'mobileDispositivos', { id: 9, data, previousData: data });
    expect(text(update.query)).toContain('mutation updateMobileDispositivo($input: MobileDispositivoInput!) { data: updateMobileDispositivo(input: $input)');
    expect(update.variables).toEqual({ input: { apelido: 'Caixa', email: 'c@x.com.br', telefone: '11987654321', id: 9 } });
    expect(() => buildQuery('CREATE', 'mobileDispositivos', { data })).toThrow('Operação não suportada: CREATE');
    expect(() => buildQuery('DELETE', 'mobileDispositivos', { id: 9 })).toThrow('Operação não suportada: DELETE');
  });

  it('packs a database form into configuracao and splits what comes back', () => {
    const create = buildQuery('CREATE', 'mobileFilialDatabases', {
      data: { filialId: 3, ativa: true, database: 'erp', host: 'h', porta: '3306', usuario: 'u', senha: 's' },
    });
    expect(create.variables).toEqual({
      input: { filialId: 3, ativa: true, configuracao: '{"database":"erp","host":"h","porta":3306,"usuario":"u","senha":"s"}' },
    });
    const one = buildQuery('GET_ONE', 'mobileFilialDatabases', { id: 1 });
    expect(
      one.parseResponse({
        data: { data: { id: 1, ativa: true, configuracao: '{"database":"erp","host":"h","porta":3306,"usuario":"u","senha":""}' } },
      } as never).data,
    ).toMatchObject({ database: 'erp', host: 'h', porta: 3306, usuario: 'u', senha: '' });
  });

  it('refuses an unknown resource', () => {
    expect(() => buildQuery('GET_LIST', 'nada', {})).toThrow('Recurso desconhecido: nada');
  });

  it('picks input fields, skipping undefined ones', () => {
    expect(pickInput({ a: 1, b: undefined, c: null }, ['a', 'b', 'c'])).toEqual({ a: 1, c: null });
  });
});
