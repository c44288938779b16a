import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The GraphQL types, generated from the schema (the SDL in server/schema/*.ts) and committed:
 * the schema's types (server/schema/types.ts) and the resolvers' (server/schema/resolverTypes.ts) and the SPA's operations with their results
 * and variables (src/graphql/sessao.ts for the light pages, src/graphql/operacoes.ts for the rest, from
 * the *.graphql files beside the modules that send them), and the input types the data provider's
 * resources send (src/graphql/entradas.ts).
 * `npm run codegen` writes them; `npm run lint` fails when they are stale (docs/mapa-do-codigo.md).
 */
const escalares = { ID: 'string' };
const GERADO = '// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.';
const AVISO = `${GERADO}\n/* eslint-disable */`;

const tiposDoServidor = {
  scalars: escalares,
  useTypeImports: true,
  avoidOptionals: false,
  maybeValue: 'T | null | undefined',
  inputMaybeValue: 'T | null | undefined',
};

/** The SPA's operations as strings with their result and variables types: no GraphQL parser in the browser. */
const operacoes = {
  plugins: [{ add: { content: AVISO } }, 'typescript-operations', 'typed-document-node'],
  config: {
    scalars: escalares,
    useTypeImports: true,
    documentMode: 'string',
    // Each document marked pure: a bundle keeps only the operations its pages send.
    pureMagicComment: true,
    onlyOperationTypes: true,
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false, object: false },
    skipTypename: true,
    preResolveTypes: true,
    maybeValue: 'T | null',
    inputMaybeValue: 'T | null | undefined',
  },
};
const CAMPOS_SESSAO = 'src/session/camposSessao.graphql';
const PAGINAS_LEVES = ['src/session/sessao.graphql', 'src/auth/recovery.graphql'];

const config: CodegenConfig = {
  // The SDL is plucked from the /* GraphQL */ strings; the modules are never run.
  schema: [{ 'server/schema/*.ts': { noRequire: true } }, '!server/schema/*.test.ts', '!server/schema/types.ts', '!server/schema/resolverTypes.ts'],
  emitLegacyCommonJSImports: false,
  generates: {
    // The schema's types, which the services also use: no import from the server, so no circle through them.
    'server/schema/types.ts': { plugins: [{ add: { content: GERADO } }, 'typescript'], config: tiposDoServidor },
    // The resolvers' types, with the request context, over the types above.
    'server/schema/resolverTypes.ts': {
      plugins: [{ add: { content: `${AVISO}\nimport type * as Types from './types';` } }, 'typescript-resolvers'],
      config: { ...tiposDoServidor, namespacedImportName: 'Types', contextType: '../context#AppContext', defaultMapper: 'Partial<{T}>' },
    },
    // The light pages' operations (login, recovery: no react-admin, no Apollo) apart from the back-office's:
    // a module both import would go whole into /login's bundle.
    'src/graphql/sessao.ts': { documents: [...PAGINAS_LEVES, CAMPOS_SESSAO], ...operacoes },
    'src/graphql/operacoes.ts': { documents: ['src/**/*.graphql', ...PAGINAS_LEVES.map((d) => `!${d}`)], ...operacoes },
    // The input types alone (types only, nothing in a bundle): the data provider's resources list their fields.
    'src/graphql/entradas.ts': {
      plugins: [{ add: { content: GERADO } }, 'typescript'],
      config: { ...tiposDoServidor, onlyOperationTypes: true, enumsAsTypes: true },
    },
  },
};

export default config;
