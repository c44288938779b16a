import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The GraphQL types, generated from the schema (the SDL in server/schema/*.ts) and committed:
 * the server's resolver types (server/schema/types.ts) and the SPA's operations with their results
 * and variables (src/graphql/operacoes.ts, from the *.graphql files beside each page's api module).
 * `npm run codegen` writes them; `npm run lint` fails when they are stale (docs/mapa-do-codigo.md).
 */
const escalares = { ID: 'string' };

const config: CodegenConfig = {
  // The SDL is plucked from the /* GraphQL */ strings; the modules are never run.
  schema: [{ 'server/schema/*.ts': { noRequire: true } }, '!server/schema/*.test.ts', '!server/schema/types.ts'],
  emitLegacyCommonJSImports: false,
  generates: {
    'server/schema/types.ts': {
      plugins: [
        { add: { content: '// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.\n/* eslint-disable */' } },
        'typescript',
        'typescript-resolvers',
      ],
      config: {
        scalars: escalares,
        contextType: '../context#AppContext',
        useTypeImports: true,
        defaultMapper: 'Partial<{T}>',
        avoidOptionals: false,
        maybeValue: 'T | null | undefined',
        inputMaybeValue: 'T | null | undefined',
      },
    },
  },
};

export default config;
