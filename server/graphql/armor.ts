import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';
import { badUserInput } from '../errors';
import { graphqlError } from './graphqlError';
import { aninhamento } from './aninhamento';
import { registrarRecusa } from './recusaNoLog';

/**
 * Limits on the shape of a GraphQL document, checked while it is parsed and validated, before any
 * resolver runs (GraphQL Armor). Generous for the SPA's own documents (tests/security/graphqlLimits
 * runs every one of them), far below what made one request stall the server: 5,000 aliases, depth
 * 10,000. The messages are Portuguese and name no field, so an anonymous caller learns nothing.
 */
export const ARMOR_LIMITS = { tokens: 2000, depth: 8, aliases: 15, directives: 10, cost: 5000, nesting: 32 } as const;

export const ARMOR_MESSAGES = {
  tokens: `A consulta GraphQL é grande demais (no máximo ${ARMOR_LIMITS.tokens} elementos).`,
  depth: `A consulta GraphQL tem níveis demais (no máximo ${ARMOR_LIMITS.depth}).`,
  aliases: `A consulta GraphQL tem apelidos (aliases) demais (no máximo ${ARMOR_LIMITS.aliases}).`,
  directives: `A consulta GraphQL tem diretivas demais (no máximo ${ARMOR_LIMITS.directives}).`,
  cost: 'A consulta GraphQL pede dados demais de uma vez. Divida-a em consultas menores.',
  nesting: `A consulta GraphQL tem listas ou objetos aninhados demais (no máximo ${ARMOR_LIMITS.nesting} níveis).`,
} as const;

/**
 * Refuses, before the document is parsed, one whose list and object literals nest deeper than the limit
 * (server/graphql/aninhamento.ts says why Armor's own limits come too late for list literals).
 */
function useLimiteAninhamento(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (typeof params.query === 'string' && aninhamento(params.query, ARMOR_LIMITS.nesting) > ARMOR_LIMITS.nesting) {
        registrarRecusa(ARMOR_MESSAGES.nesting);
        setResult({ errors: [graphqlError(badUserInput(ARMOR_MESSAGES.nesting))] });
      }
    },
  };
}

export function armorPlugins(): Plugin[] {
  const common = { exposeLimits: false } as const;
  return [
    useLimiteAninhamento(),
    ...(new EnvelopArmor({
      maxTokens: { ...common, n: ARMOR_LIMITS.tokens, errorMessage: ARMOR_MESSAGES.tokens },
      maxDepth: { ...common, n: ARMOR_LIMITS.depth, errorMessage: ARMOR_MESSAGES.depth },
      maxAliases: { ...common, n: ARMOR_LIMITS.aliases, errorMessage: ARMOR_MESSAGES.aliases },
      maxDirectives: { ...common, n: ARMOR_LIMITS.directives, errorMessage: ARMOR_MESSAGES.directives },
      costLimit: { ...common, maxCost: ARMOR_LIMITS.cost, errorMessage: ARMOR_MESSAGES.cost },
      blockFieldSuggestion: { mask: '' },
    }).protect().plugins as Plugin[]),
  ];
}
