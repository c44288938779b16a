import type { DocumentNode } from '@apollo/client';
import { createApolloClient } from '../../providers/apolloClient';
import { falhaDe } from './falhaRequisicao';

let client: ReturnType<typeof createApolloClient> | null = null;

/** The admin's Apollo setup (bearer token, 15 s timeout, 401 as 'Sessão expirada!'), one instance for the manager. */
const apollo = () => (client ??= createApolloClient());

export async function consultar<T>(query: DocumentNode, variables: Record<string, unknown>): Promise<T> {
  try {
    return (await apollo().query<T>({ query, variables })).data;
  } catch (error) {
    throw falhaDe(error);
  }
}

export async function executar<T>(mutation: DocumentNode, variables: Record<string, unknown>): Promise<T> {
  try {
    const { data } = await apollo().mutate<T>({ mutation, variables });
    return data as T;
  } catch (error) {
    throw falhaDe(error);
  }
}
