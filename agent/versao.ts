declare const __FV_VERSAO_AGENTE__: string | undefined;

/** The agent's version: the source's, or the one `npm run build:agent` was given (AGENT_VERSION, scripts/build-agent/publicacao.ts). */
export const VERSAO_AGENTE: string = typeof __FV_VERSAO_AGENTE__ === 'string' ? __FV_VERSAO_AGENTE__ : '0.1.0';
