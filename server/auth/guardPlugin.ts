import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { AppContext } from '../context';
import { forbidden, unauthenticated } from '../errors';
import { graphqlError } from '../graphql/graphqlError';
import { PUBLIC_OPERATIONS, RECOVERY_OPERATIONS } from '../schema';
import { porDocumento } from '../graphql/porDocumento';

/** Root field names of the operation to run; a fragment at the root counts as non-public. */
function rootFields(document: DocumentNode, operationName: string | null): string[] {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return [];
  return operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '#fragment'));
}

/** Whether every root field is public, and whether every one is a recovery session's: per document. */
const classificar = porDocumento((document, operationName) => {
  const fields = rootFields(document, operationName);
  return { publica: fields.every((f) => PUBLIC_OPERATIONS.has(f)), recuperacao: fields.every((f) => RECOVERY_OPERATIONS.has(f)) };
});

/**
 * Refuses, before any resolver runs, an operation that touches a protected root field without a
 * valid session (HTTP 401, 'Sessão expirada!'), and anything but the new password for a recovery session.
 */
export function useAuthGuard(): Plugin<AppContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as AppContext;
      const { publica, recuperacao } = classificar(args.document, args.operationName);
      if (publica) return;
      if (!ctx.usuario) {
        setResultAndStopExecution({ errors: [graphqlError(unauthenticated())] });
        return;
      }
      if (ctx.usuario.acao === 'RECUPERAR_SENHA' && !recuperacao) {
        setResultAndStopExecution({ errors: [graphqlError(forbidden())] });
      }
    },
  };
}
