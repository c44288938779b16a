import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../errors';
import { graphqlError } from './graphqlError';
import { userInputMessage } from './maskError';
import { registrarRecusa } from './recusaNoLog';

export const MSG_CARACTERE_NULO = 'A requisição contém um caractere nulo (\\u0000), que não é aceito em nenhum campo.';

/**
 * What yoga does not pass through the error mask, answered as every other client mistake is
 * (BAD_USER_INPUT, HTTP 400, Portuguese, a warning without stack):
 * - validation errors (an unknown field, a wrong literal): graphql-js words them in English and
 *   suggests field names ("Did you mean…?"), which tells an anonymous caller about the schema;
 * - a NUL character in any variable: PostgreSQL cannot store it in text, and no form of ours sends
 *   it (in the query text the parser already refuses it).
 */
export function useUserInputErrors(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (params.variables && JSON.stringify(params.variables).includes('\\u0000')) {
        registrarRecusa('caractere nulo nas variáveis');
        setResult({ errors: [graphqlError(badUserInput(MSG_CARACTERE_NULO))] });
      }
    },
    onValidate() {
      return ({ valid, result }) => {
        if (valid) return;
        // Rewritten in place rather than replaced: the errors stay instances of yoga's own copy of
        // graphql, which is how yoga knows to keep `http` out of the answer.
        for (const error of result) {
          registrarRecusa(error.message);
          (error as { message: string }).message = userInputMessage(error.message);
          const extensions = error.extensions as Record<string, unknown>;
          extensions.code = 'BAD_USER_INPUT';
          extensions.http = { status: 400, spec: false };
        }
      };
    },
  };
}
