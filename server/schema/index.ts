import { createSchema } from 'graphql-yoga';
import type { AppContext } from '../context';
import { atualizacaoAgenteResolvers, atualizacaoAgenteTypeDefs } from './atualizacaoAgente';
import { auditoriaResolvers, auditoriaTypeDefs } from './auditoria';
import { authResolvers, authTypeDefs } from './auth';
import { cidadeResolvers, cidadeTypeDefs } from './cidade';
import { commonTypeDefs } from './common';
import { contratanteResolvers, contratanteTypeDefs } from './contratante';
import { configuracaoResolvers, configuracaoTypeDefs } from './configuracao';
import { databaseResolvers, databaseTypeDefs } from './database';
import { dispositivoResolvers, dispositivoTypeDefs } from './dispositivo';
import { filaRegistrosResolvers, filaRegistrosTypeDefs } from './filaRegistros';
import { filialResolvers, filialTypeDefs } from './filial';
import { frotaResolvers, frotaTypeDefs } from './frota';
import { gerenciadorResolvers, gerenciadorTypeDefs } from './gerenciador';
import { historicoResolvers, historicoTypeDefs } from './historico';
import { loteResolvers, loteTypeDefs } from './lote';
import { sugestaoResolvers, sugestaoTypeDefs } from './sugestao';
import { usuarioResolvers, usuarioTypeDefs } from './usuario';
import type { Resolvers } from './resolverTypes';
import { webhookResolvers, webhookTypeDefs } from './webhook';
import { workbenchResolvers, workbenchTypeDefs } from './workbench';

/** One file per domain; resolvers stay thin and call services/. */
const domains: { typeDefs: string; resolvers: Resolvers }[] = [
  { typeDefs: authTypeDefs, resolvers: authResolvers },
  { typeDefs: usuarioTypeDefs, resolvers: usuarioResolvers },
  { typeDefs: contratanteTypeDefs, resolvers: contratanteResolvers },
  { typeDefs: cidadeTypeDefs, resolvers: cidadeResolvers },
  { typeDefs: filialTypeDefs, resolvers: filialResolvers },
  { typeDefs: dispositivoTypeDefs, resolvers: dispositivoResolvers },
  { typeDefs: databaseTypeDefs, resolvers: databaseResolvers },
  { typeDefs: configuracaoTypeDefs, resolvers: configuracaoResolvers },
  { typeDefs: gerenciadorTypeDefs, resolvers: gerenciadorResolvers },
  { typeDefs: atualizacaoAgenteTypeDefs, resolvers: atualizacaoAgenteResolvers },
  { typeDefs: workbenchTypeDefs, resolvers: workbenchResolvers },
  { typeDefs: sugestaoTypeDefs, resolvers: sugestaoResolvers },
  { typeDefs: historicoTypeDefs, resolvers: historicoResolvers },
  { typeDefs: filaRegistrosTypeDefs, resolvers: filaRegistrosResolvers },
  { typeDefs: auditoriaTypeDefs, resolvers: auditoriaResolvers },
  { typeDefs: loteTypeDefs, resolvers: loteResolvers },
  { typeDefs: frotaTypeDefs, resolvers: frotaResolvers },
  { typeDefs: webhookTypeDefs, resolvers: webhookResolvers },
];

export function buildSchema() {
  return createSchema<AppContext>({
    typeDefs: [commonTypeDefs, ...domains.map((d) => d.typeDefs)],
    resolvers: domains.map((d) => d.resolvers),
  });
}

/** Operations anyone may call; every other root field needs a valid session (HTTP 401 otherwise). */
export const PUBLIC_OPERATIONS = new Set(['createToken', 'usuarioEmailExiste', 'usuarioRecuperarSenha', 'createTokenAutoLogin', '__typename']);

/** The only operations of a session opened by a recovery link (acao RECUPERAR_SENHA): the new password, or leaving. */
export const RECOVERY_OPERATIONS = new Set(['usuarioAtualizarSenhaRecuperacao', 'usuarioEncerrarSessao', '__typename']);
