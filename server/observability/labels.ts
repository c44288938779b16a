import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

const MAX_CAMPOS = 3;

/**
 * The GraphQL operation as a metric label: the root fields it runs (sorted, without aliases). Only
 * validated documents get here, so every name is one of the schema's; more than three read as
 * "varias", which keeps the label set small whatever a client sends.
 */
export function rotuloOperacaoGraphql(documento: DocumentNode, nomeOperacao?: string | null): string {
  const operacoes = documento.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operacao = nomeOperacao ? operacoes.find((o) => o.name?.value === nomeOperacao) : operacoes[0];
  if (!operacao) return 'invalida';
  const campos = [...new Set(operacao.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])))].sort();
  if (campos.length === 0) return 'invalida';
  return campos.length > MAX_CAMPOS ? 'varias' : campos.join(',');
}

/**
 * A REST path as a metric label: the two segments after /api/v1, a segment with a digit (an id, a
 * uuid, a document) read as ":p"; an address that named nothing (404) is "nao-encontrada".
 */
export function rotuloRotaRest(metodo: string, caminho: string, status: number): string {
  if (status === 404) return 'nao-encontrada';
  const segmentos = caminho
    .replace(/^\/api\/v1\/?/, '')
    .split('/')
    .filter(Boolean)
    .slice(0, 2)
    .map((s) => (/\d/.test(s) || s.length > 40 ? ':p' : s));
  return `${metodo} ${segmentos.join('/')}`;
}
