import { GraphQLError } from 'graphql';
import { MSG } from '../../common/messages';
import { unavailable } from '../db/unavailable';
import { AppError, badUserInput, serviceUnavailable } from '../errors';
import { graphqlError, isExpectedGraphQLError } from './graphqlError';
import { logger, resumoErroBanco } from '../logger';
import { registrarRecusa } from './recusaNoLog';
import { ARMOR_MESSAGES } from './armor';

export const MSG_OPERACAO_INDEFINIDA = 'Não foi possível escolher a operação a executar: informe em operationName uma das operações da requisição.';

/**
 * What graphql-js and yoga say (in English) about a document or variables the client got wrong,
 * as the Portuguese message the client gets. Nothing here names a field of the schema, so an
 * anonymous caller gets no suggestions.
 */
const USER_INPUT: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^Variable "\$(\w+)"/, (m) => `Valor inválido para a variável $${m[1]}.`],
  [/^Must provide operation name|^Could not determine what operation to execute|^Unknown operation named/, () => MSG_OPERACAO_INDEFINIDA],
  [/^Must provide (query string|document)/, () => 'Informe a consulta GraphQL (query).'],
  [/(POST body|request body).*(invalid JSON|not valid JSON)|^Unexpected token|JSON/i, () => MSG.corpoJsonInvalido],
  [/^Syntax Error/, () => 'A consulta GraphQL não pôde ser lida: erro de sintaxe.'],
  [/^Cannot query field/, () => 'A consulta pede um campo que não existe.'],
  [/^Unknown argument/, () => 'A consulta usa um argumento que não existe.'],
  [/^Unknown type/, () => 'A consulta usa um tipo que não existe.'],
  [/argument .* is required|of required type .* was not provided/, () => 'Falta um argumento obrigatório na consulta.'],
  [/^Can only perform a (mutation|subscription) operation from a POST request/, () => 'Alterações só podem ser enviadas por POST.'],
  [/cannot represent|Expected value of type|Expected type/, () => 'A consulta tem um valor de tipo errado.'],
];

const ARMOR = new Set<string>(Object.values(ARMOR_MESSAGES));

/** The Portuguese message of a client's mistake (an armor limit keeps its own message). */
export function userInputMessage(englishMessage: string): string {
  const plain = englishMessage.replace(/^Syntax Error: /, '');
  if (ARMOR.has(plain)) return plain;
  for (const [pattern, message] of USER_INPUT) {
    const match = englishMessage.match(pattern);
    if (match) return message(match);
  }
  return 'Consulta GraphQL inválida.';
}

type Raised = { name?: string; path?: unknown; originalError?: unknown; extensions?: { code?: string; http?: { status?: number } } };

const isGraphQLError = (error: unknown): error is GraphQLError => error instanceof GraphQLError || (error as Raised)?.name === 'GraphQLError';

/**
 * An error graphql-js or yoga raised about the request itself, outside any resolver (no path): a
 * GraphQLError all the way down (parsing, validation, variables), or one yoga answers with a 4xx.
 */
function clientMistakeStatus(error: unknown): number | null {
  if (!isGraphQLError(error) || error.path) return null;
  const status = (error as Raised).extensions?.http?.status;
  if (status && status >= 400 && status < 500) return status;
  let current: unknown = error;
  while (isGraphQLError(current)) {
    if (!current.originalError) return 400;
    current = current.originalError;
  }
  return null;
}

/**
 * Yoga's error mask. Our expected errors (server/errors.ts) go out in GraphQL's shape
 * (graphqlError.ts), where graphql-js raised them; those already in that shape (a plugin's refusal) as
 * they are. A client's mistake in the document or the variables becomes BAD_USER_INPUT, HTTP 400,
 * with a Portuguese message, logged as a warning without a stack. A database that does not answer
 * (or a full disk) is a 503 with Retry-After. Anything else is a fault of ours: a generic message,
 * logged as an error.
 */
export function maskError(error: unknown, message: string): Error {
  for (const candidate of [error, (error as Raised)?.originalError]) {
    if (isExpectedGraphQLError(candidate)) {
      if (candidate.extensions.code === 'BAD_USER_INPUT') registrarRecusa(candidate.message);
      return error as Error;
    }
    if (candidate instanceof AppError) {
      if (candidate.code === 'BAD_USER_INPUT') registrarRecusa(candidate.message);
      return graphqlError(candidate, isGraphQLError(error) ? error : undefined);
    }
  }
  const status = clientMistakeStatus(error);
  if (status) {
    registrarRecusa((error as Error).message);
    return graphqlError(badUserInput(userInputMessage((error as Error).message)), undefined, status);
  }
  // The database or the disk failing us for a while: a 503 the client may retry, not a fault of ours.
  const indisponivel = unavailable(error);
  if (indisponivel) {
    logger.warn({ err: resumoErroBanco((error as { originalError?: Error }).originalError ?? (error as Error)).err }, 'GraphQL sem o banco de dados');
    return graphqlError(serviceUnavailable(indisponivel));
  }
  logger.error({ err: (error as { originalError?: unknown })?.originalError ?? error }, 'erro inesperado no GraphQL');
  return new GraphQLError(message || MSG.erroInesperado, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
