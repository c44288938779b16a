import { authorizedGraphql } from '../../providers/restClient';
import type { DocumentoGraphql } from '../../session/graphqlFetch';
import { falhaDe } from './falhaRequisicao';

/** A manager-area operation with the session's token; a failure is one FalhaRequisicao (message, status, per-field messages). */
export async function pedir<R, V>(documento: DocumentoGraphql<R, V>, variables: V): Promise<R> {
  try {
    return await authorizedGraphql(documento, variables);
  } catch (error) {
    throw falhaDe(error);
  }
}
