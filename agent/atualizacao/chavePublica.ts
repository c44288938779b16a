declare const __FV_CHAVE_ATUALIZACAO__: string | null | undefined;

/**
 * The public key (PEM) every update must be signed with, built in by `npm run build:agent` from the
 * operator's signing key (scripts/build-agent/publicacao.ts); null in a build without a key and when
 * run from the source, and then the agent never updates itself.
 */
export const CHAVE_PUBLICA_ATUALIZACAO: string | null = typeof __FV_CHAVE_ATUALIZACAO__ === 'string' ? __FV_CHAVE_ATUALIZACAO__ : null;
