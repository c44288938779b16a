import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { AppContext } from '../context';
import { comAutor } from '../services/auditoria';
import { porDocumento } from './porDocumento';

/** Whether the operation to run is a mutation: only mutations change anything, so only they are audited. */
const altera = porDocumento((document, operationName) => getOperationAST(document, operationName)?.operation === 'mutation');

/**
 * Runs each mutation with its author (the logged user, as it is now, and the client address the
 * throttles use) in scope, so the services record who made a change without being handed it.
 * Queries run without it: entering the scope on every read cost CPU on the busiest path.
 */
export function useAutorAuditoria(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (!altera(args.document, args.operationName)) return;
      setExecuteFn((args) => {
        const ctx = args.contextValue as Partial<AppContext>;
        const usuario = ctx.usuario ?? null;
        return comAutor(
          { usuarioId: usuario?.id ?? null, usuarioNome: usuario?.nome ?? null, usuarioEmail: usuario?.email ?? null, endereco: ctx.clientAddress ?? null },
          () => executeFn(args),
        );
      });
    },
  };
}
