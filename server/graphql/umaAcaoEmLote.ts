import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MSG } from '../../common/messages';
import { badUserInput } from '../errors';
import { graphqlError } from './graphqlError';
import { ACOES_EM_LOTE } from '../schema/lote';
import { porDocumento } from './porDocumento';
import { registrarRecusa } from './recusaNoLog';

const NOMES = new Set<string>(ACOES_EM_LOTE);

/** How many bulk actions the document names, aliases and fragments included. */
export function acoesEmLote(documento: DocumentNode): number {
  let total = 0;
  visit(documento, {
    [Kind.FIELD]: (campo) => {
      if (NOMES.has(campo.name.value)) total++;
    },
  });
  return total;
}

/**
 * One bulk action per request, refused before anything runs. A bulk action already touches up to
 * a thousand rows; aliases (`a: ativarUsuarios(…) b: ativarUsuarios(…)`, up to Armor's 15) multiplied
 * one request's work fifteenfold, and the cost limit counts fields, not the ids they carry.
 */
const acoesPorDocumento = porDocumento((documento) => acoesEmLote(documento));

export function useUmaAcaoEmLote(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (acoesPorDocumento(args.document) > 1) {
        registrarRecusa(MSG.umaAcaoEmLote);
        setResultAndStopExecution({ errors: [graphqlError(badUserInput(MSG.umaAcaoEmLote))] });
      }
    },
  };
}
