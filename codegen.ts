import type { CodegenConfig } from '@graphql-codegen/cli';
import { LISTA_EVENTOS_WEBHOOK } from './common/api/webhook';

/**
 * The GraphQL types, generated from the schema (the SDL in server/schema/*.ts) and committed:
 * the schema's types (common/graphql/tipos.ts: the contract server and SPA share) and the resolvers' (server/schema/resolverTypes.ts) and the SPA's operations with their results
 * and variables (src/graphql/sessao.ts for the light pages, src/graphql/operacoes.ts for the rest, from
 * the *.graphql files beside the modules that send them).
 * `npm run codegen` writes them; `npm run lint` fails when they are stale (docs/mapa-do-codigo.md).
 */
const escalares = {
  ID: 'string',
  // An event's name has dots, which an enum's values cannot: a scalar whose type is the one list of names.
  EventoWebhook: LISTA_EVENTOS_WEBHOOK.map((nome) => `'${nome}'`).join(' | '),
};
const GERADO = '// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.';
const AVISO = `${GERADO}\n/* eslint-disable */`;

const tiposDoSchema = {
  scalars: escalares,
  // An enum is the union of its values' strings, as in common/ (a TypeScript enum would refuse the server's strings).
  enumsAsTypes: true,
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
  schema: [{ 'server/schema/*.ts': { noRequire: true } }, '!server/schema/*.test.ts', '!server/schema/resolverTypes.ts'],
  emitLegacyCommonJSImports: false,
  generates: {
    // The schema's types, which the services and the SPA's data provider also use: no import, a contract in common/.
    'common/graphql/tipos.ts': { plugins: [{ add: { content: GERADO } }, 'typescript'], config: tiposDoSchema },
    // The resolvers' types, with the request context, over the types above.
    'server/schema/resolverTypes.ts': {
      plugins: [{ add: { content: `${AVISO}\nimport type * as Types from '../../common/graphql/tipos';` } }, 'typescript-resolvers'],
      config: { ...tiposDoSchema, namespacedImportName: 'Types', contextType: '../context#AppContext', defaultMapper: 'Partial<{T}>' },
    },
    // The light pages' operations (login, recovery: no react-admin, no Apollo) apart from the back-office's:
    // a module both import would go whole into /login's bundle.
    'src/graphql/sessao.ts': { documents: [...PAGINAS_LEVES, CAMPOS_SESSAO], ...operacoes },
    'src/graphql/operacoes.ts': { documents: ['src/**/*.graphql', ...PAGINAS_LEVES.map((d) => `!${d}`)], ...operacoes },
  },
};

export default config;
