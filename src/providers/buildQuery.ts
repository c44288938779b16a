import { gql } from '@apollo/client';
import type { BuildQuery, BuildQueryResult } from 'ra-data-graphql';
import { MSG } from '../../common/messages';
import { countOptions, toQueryOptions, withCondition, type ListParams } from './queryOptions';
import { resourceSpec, type MutationSpec, type ResourceSpec } from './resources';

type Identifier = string | number;
type Result = BuildQueryResult;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Response = { data?: any };

const toInt = (id: Identifier) => Number(id);

const unsupported = (raFetchMethod: string): never => {
  throw new Error(`Operação não suportada: ${raFetchMethod}`);
};

/** The record as the forms see it (a resource may reshape what the server sends). */
const shape = (spec: ResourceSpec, record: Record<string, unknown>) => (spec.fromServer ? spec.fromServer(record) : record);

/** Only what the input type accepts: GraphQL refuses unknown input fields (and __typename). */
export function pickInput(data: Record<string, unknown> = {}, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
}

function getList(spec: ResourceSpec, params: ListParams, extra?: Parameters<typeof withCondition>[1]): Result {
  const base = toQueryOptions(params, spec.searchFields);
  const queryOptions = extra ? withCondition(base, extra) : base;
  return {
    query: gql(`query ${spec.list}($queryOptions: QueryOptions, $countOptions: QueryOptions) {
      data: ${spec.list}(queryOptions: $queryOptions) { ${spec.fields} }
      total: ${spec.count}(queryOptions: $countOptions)
    }`),
    variables: { queryOptions, countOptions: countOptions(queryOptions) },
    parseResponse: ({ data }: Response) => ({ data: data.data.map((r: Record<string, unknown>) => shape(spec, r)), total: data.total }),
  };
}

function getOne(spec: ResourceSpec, params: { id: Identifier }): Result {
  return {
    query: gql(`query ${spec.one}($id: Int!) { data: ${spec.one}(id: $id) { ${spec.fields} } }`),
    variables: { id: toInt(params.id) },
    parseResponse: ({ data }: Response) => {
      if (!data?.data) throw new Error(MSG.registroNaoEncontrado);
      return { data: shape(spec, data.data) };
    },
  };
}

function getMany(spec: ResourceSpec, params: { ids: Identifier[] }): Result {
  const queryOptions = withCondition({}, { campo: 'id', operador: 'in', valor: JSON.stringify(params.ids.map(toInt)) });
  return {
    query: gql(`query ${spec.list}($queryOptions: QueryOptions) { data: ${spec.list}(queryOptions: $queryOptions) { ${spec.fields} } }`),
    variables: { queryOptions },
    parseResponse: ({ data }: Response) => ({ data: data.data.map((r: Record<string, unknown>) => shape(spec, r)) }),
  };
}

/** create, or update when `id` is given: updateX(id, input) or createUpdateX(input with id). */
function save(spec: ResourceSpec, mutation: MutationSpec, data: Record<string, unknown>, id?: Identifier): Result {
  const input = pickInput(spec.toServer ? spec.toServer(data) : data, mutation.inputFields);
  const withIdArgument = id !== undefined && mutation.idArgument;
  if (id !== undefined && !mutation.idArgument) input.id = toInt(id);
  const args = withIdArgument ? '$id: Int!, $input' : '$input';
  const call = withIdArgument ? 'id: $id, input: $input' : 'input: $input';
  return {
    query: gql(`mutation ${mutation.operation}(${args}: ${mutation.inputType}!) { data: ${mutation.operation}(${call}) { ${spec.fields} } }`),
    variables: withIdArgument ? { id: toInt(id), input } : { input },
    parseResponse: ({ data }: Response) => ({ data: shape(spec, data.data) }),
  };
}

/** Several mutations in one request, one alias each (deleteMany, updateMany). */
function many(
  ids: Identifier[],
  declare: (i: number) => string,
  call: (i: number) => string,
  variables: (id: Identifier, i: number) => Record<string, unknown>,
): Result {
  const indexes = ids.map((_, i) => i);
  return {
    query: gql(`mutation many(${indexes.map(declare).join(', ')}) { ${indexes.map(call).join(' ')} }`),
    variables: Object.assign({}, ...ids.map(variables)),
    parseResponse: () => ({ data: ids }),
  };
}

function remove(spec: ResourceSpec, params: { id: Identifier; previousData?: Record<string, unknown> }): Result {
  const operation = spec.delete ?? unsupported('DELETE');
  return {
    query: gql(`mutation ${operation}($id: Int!) { data: ${operation}(id: $id) }`),
    variables: { id: toInt(params.id) },
    parseResponse: ({ data }: Response) => {
      if (!data?.data) throw new Error(MSG.erroInesperado);
      return { data: params.previousData ?? { id: params.id } };
    },
  };
}

/** react-admin verb → the resource's docs/produto.md §7 operation; used by ra-data-graphql with introspection off. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const buildQuery: BuildQuery = (raFetchMethod: string, resource: string, params: any): Result => {
  const spec = resourceSpec(resource);
  const { update } = spec;
  switch (raFetchMethod) {
    case 'GET_LIST':
      return getList(spec, params);
    case 'GET_ONE':
      return getOne(spec, params);
    case 'GET_MANY':
      return getMany(spec, params);
    case 'GET_MANY_REFERENCE':
      return getList(spec, params, { campo: params.target, operador: '=', valor: String(params.id) });
    case 'CREATE':
      return save(spec, spec.create ?? unsupported(raFetchMethod), params.data);
    case 'UPDATE':
      return save(spec, update ?? unsupported(raFetchMethod), params.data, params.id);
    case 'DELETE':
      return remove(spec, params);
    case 'DELETE_MANY':
      if (!spec.delete) return unsupported(raFetchMethod);
      return many(
        params.ids,
        (i) => `$id${i}: Int!`,
        (i) => `d${i}: ${spec.delete}(id: $id${i})`,
        (id, i) => ({ [`id${i}`]: toInt(id) }),
      );
    case 'UPDATE_MANY': {
      if (!update) return unsupported(raFetchMethod);
      const input = pickInput(params.data, update.inputFields);
      if (update.idArgument) {
        return many(
          params.ids,
          (i) => `$id${i}: Int!, $input${i}: ${update.inputType}!`,
          (i) => `u${i}: ${update.operation}(id: $id${i}, input: $input${i}) { id }`,
          (id, i) => ({ [`id${i}`]: toInt(id), [`input${i}`]: input }),
        );
      }
      return many(
        params.ids,
        (i) => `$input${i}: ${update.inputType}!`,
        (i) => `u${i}: ${update.operation}(input: $input${i}) { id }`,
        (id, i) => ({ [`input${i}`]: { ...input, id: toInt(id) } }),
      );
    }
    default:
      return unsupported(raFetchMethod);
  }
};

/** ra-data-graphql calls buildQuery(introspectionResults); with introspection off that is undefined. */
export const buildQueryFactory = () => buildQuery;
