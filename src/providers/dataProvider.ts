import type { Dependentes } from '../../common/text/dependentes';
import { gql, type ApolloClient } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import { HttpError, type DataProvider } from 'react-admin';
import { MSG } from '../../common/messages';
import { createApolloClient } from './apolloClient';
import { buildQueryFactory } from './buildQuery';
import { submissionErrors, type ServerError } from './formErrors';
import { statusOf } from './httpErrors';
import { resourceSpec } from './resources';

/**
 * A failed create/update as react-admin's forms expect it: body.errors maps each input to its
 * message and root.serverError holds the rest (the form banner). A 401 stays as it is (logout).
 */
export function asSubmissionError(error: unknown): unknown {
  if (statusOf(error) === 401) return error;
  const failure = error as { message?: string; status?: number; body?: { graphQLErrors?: ServerError[] } } | null;
  const message = failure?.message || MSG.erroInesperado;
  const graphQLErrors = failure?.body?.graphQLErrors;
  const list = graphQLErrors?.length ? graphQLErrors : [{ message }];
  return new HttpError(message, failure?.status ?? 500, { errors: submissionErrors(list) });
}

async function withSubmissionErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asSubmissionError(error);
  }
}

/** The first GraphQL error's message, the way ra-data-graphql reports query failures. */
function asHttpError(error: unknown): HttpError {
  const failure = error as { message?: string; graphQLErrors?: ServerError[]; networkError?: { statusCode?: number; message?: string } } | null;
  const status = failure?.networkError?.statusCode ?? 200;
  const message = failure?.graphQLErrors?.[0]?.message ?? failure?.networkError?.message ?? failure?.message ?? MSG.erroInesperado;
  return new HttpError(message, status, error);
}

export interface AppDataProvider extends DataProvider {
  /** bloqueiaMobileDispositivo(id): irreversible in the product (docs/produto.md §4 Device). */
  bloqueiaMobileDispositivo: (id: number) => Promise<{ data: Record<string, unknown> }>;
  /** What a contratante or a branch holds, before removing it (contratanteDependentes, mobileFilialDependentes). */
  dependentes: (resource: RecursoComDependentes, id: number) => Promise<Dependentes>;
  /** The removal of a record that holds others, with its name typed (provider admin only). */
  removerConfirmado: (resource: RecursoComDependentes, id: number, confirmacaoNome: string) => Promise<void>;
  /** A bulk action (server/schema/lote.ts): the rows changed and the ones refused, by name with the reason. */
  emLote: (acao: AcaoEmLote, ids: (number | string)[], ativo?: boolean) => Promise<ResultadoLote>;
}

export type AcaoEmLote = 'ativarUsuarios' | 'ativarContratantes' | 'ativarMobileFiliais' | 'bloqueiaMobileDispositivos';
export interface ResultadoLote {
  alterados: number[];
  recusados: { id: number; nome: string; motivo: string }[];
}

/** The resources whose removal counts what they hold first. */
export type RecursoComDependentes = 'contratantes' | 'mobileFiliais';

const DEPENDENTES: Record<RecursoComDependentes, { consulta: string; campos: string; remover: string }> = {
  contratantes: { consulta: 'contratanteDependentes', campos: 'usuarios filiais dispositivos', remover: 'deleteContratante' },
  mobileFiliais: { consulta: 'mobileFilialDependentes', campos: 'dispositivos dadosSincronizados registrosCelular', remover: 'deleteMobileFilial' },
};

/** ra-data-graphql with our own operation names (docs/produto.md §7) instead of introspection. */
export function createDataProvider(client: ApolloClient<unknown> = createApolloClient()): AppDataProvider {
  const base = buildGraphQLProvider({
    client,
    introspection: false,
    buildQuery: buildQueryFactory,
    query: () => ({ fetchPolicy: 'no-cache' }),
    mutation: () => ({ fetchPolicy: 'no-cache' }),
  }) as DataProvider;
  const dispositivoFields = resourceSpec('mobileDispositivos').fields;
  return {
    ...base,
    create: (resource, params) => withSubmissionErrors(() => base.create(resource, params)),
    update: (resource, params) => withSubmissionErrors(() => base.update(resource, params)),
    bloqueiaMobileDispositivo: async (id: number) => {
      try {
        const result = await client.mutate<{ data: Record<string, unknown> }>({
          mutation: gql(`mutation bloqueiaMobileDispositivo($id: Int!) { data: bloqueiaMobileDispositivo(id: $id) { ${dispositivoFields} } }`),
          variables: { id: Number(id) },
        });
        return { data: result.data!.data };
      } catch (error) {
        throw asHttpError(error);
      }
    },
    dependentes: async (resource, id) => {
      const { consulta, campos } = DEPENDENTES[resource];
      try {
        const result = await client.query<{ data: Dependentes }>({
          query: gql(`query ${consulta}($id: Int!) { data: ${consulta}(id: $id) { ${campos} } }`),
          variables: { id: Number(id) },
          fetchPolicy: 'no-cache',
        });
        return result.data.data;
      } catch (error) {
        throw asHttpError(error);
      }
    },
    removerConfirmado: async (resource, id, confirmacaoNome) => {
      const { remover } = DEPENDENTES[resource];
      try {
        await client.mutate({
          mutation: gql(`mutation ${remover}($id: Int!, $confirmacaoNome: String) { data: ${remover}(id: $id, confirmacaoNome: $confirmacaoNome) }`),
          variables: { id: Number(id), confirmacaoNome },
        });
      } catch (error) {
        throw asHttpError(error);
      }
    },
    emLote: async (acao, ids, ativo) => {
      const comAtivo = acao !== 'bloqueiaMobileDispositivos';
      try {
        const result = await client.mutate<{ data: ResultadoLote }>({
          mutation: gql(`mutation ${acao}($ids: [Int!]!${comAtivo ? ', $ativo: Boolean!' : ''}) {
            data: ${acao}(ids: $ids${comAtivo ? ', ativo: $ativo' : ''}) { alterados recusados { id nome motivo } }
          }`),
          variables: { ids: ids.map(Number), ...(comAtivo ? { ativo: Boolean(ativo) } : {}) },
        });
        return result.data!.data;
      } catch (error) {
        throw asHttpError(error);
      }
    },
  };
}
