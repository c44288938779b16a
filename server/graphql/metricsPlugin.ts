import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import { rotuloOperacaoGraphql } from '../observability/labels';
import { porDocumento } from './porDocumento';

const rotulo = porDocumento(rotuloOperacaoGraphql);

/** Tells the request's metric which operation it ran, once graphql-js has validated the document. */
export function useRotuloOperacao(marcar: (req: IncomingMessage, operacao: string) => void): Plugin {
  return {
    onExecute({ args }) {
      const req = (args.contextValue as { req?: IncomingMessage }).req;
      if (req) marcar(req, rotulo(args.document, args.operationName));
    },
  };
}
