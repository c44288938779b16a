import type { Plugin } from 'graphql-yoga';
import type { AppContext } from '../context';
import { comAutor } from '../services/auditoria';

/**
 * Runs each operation with its author (the logged user, as it is now, and the client address the
 * throttles use) in scope, so the services record who made a change without being handed it.
 */
export function useAutorAuditoria(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
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
