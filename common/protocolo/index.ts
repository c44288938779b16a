/**
 * The agent ↔ server protocol (docs/mapa-do-codigo.md, "Protocolo do hub"): the envelope, one
 * definition per command (server → agent) and per event (agent → server) with its payload and its
 * answer, as zod schemas from which the TypeScript types are inferred, and the readers both sides
 * use to refuse what does not match before any business code sees it.
 */
export * from './envelope';
export * from './limites';
export { type DadosMapeados, type ResultadoGerenciador, type ResultadoGravacao, type RegistroPendente, resultadoGravacao } from './campos';
export * from './comandos';
export * from './eventos';
export * from './leitura';
export * from './vigia';
