import { readFileSync } from 'node:fs';
import type { GraphQLInputObjectType, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './index';

/**
 * common/graphql/tipos.ts is generated from the SDL strings that carry the GraphQL comment marker
 * (codegen.ts). A domain whose SDL lacks the marker would run but have no types: every type and
 * every field the server runs must be in the generated file. `npm run lint` checks it is not stale.
 */
const gerado = readFileSync(new URL('../../common/graphql/tipos.ts', import.meta.url), 'utf8');

/** The fields of `export type Nome = { … };` in the generated file. */
function camposGerados(nome: string): string[] {
  const bloco = new RegExp(`^export type ${nome} = \\{\\n([\\s\\S]*?)^\\};`, 'm').exec(gerado);
  if (!bloco) return [];
  return [...bloco[1].matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1]).filter((campo) => campo !== '__typename');
}

/** Object and input types, by their SDL kind (graphql's isObjectType would compare module instances). */
function tiposDoServidor(schema: GraphQLSchema) {
  const kinds = new Set(['ObjectTypeDefinition', 'InputObjectTypeDefinition']);
  return Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && kinds.has(t.astNode?.kind ?? '')) as (
    GraphQLObjectType | GraphQLInputObjectType
  )[];
}

describe('generated GraphQL types (common/graphql/tipos.ts)', () => {
  const schema = buildSchema();

  it('has every object and input type of the running schema, with the same fields', () => {
    const tipos = tiposDoServidor(schema);
    expect(tipos.length).toBeGreaterThan(40);
    for (const tipo of tipos) {
      expect({ tipo: tipo.name, campos: camposGerados(tipo.name).sort() }).toEqual({ tipo: tipo.name, campos: Object.keys(tipo.getFields()).sort() });
    }
  });

  it('types the arguments of each root field as the SDL declares them', () => {
    const query = schema.getQueryType()!;
    expect(camposGerados('QueryMobileFilialArgs')).toEqual(Object.keys(query.getFields().mobileFilial.args.reduce((a, arg) => ({ ...a, [arg.name]: 1 }), {})));
    expect(camposGerados('MutationCreateUpdatMobileFilialArgs')).toEqual(['input']);
  });
});
