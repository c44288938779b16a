import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MSG } from '../../common/messages';
import { AppError, badUserInput, routeNotFound, unauthenticated } from '../errors';
import { hashAgentToken, type GerenciadorConexoesService } from '../services/gerenciadorConexoes';
import { ehPlataforma } from './artefatos';
import { pastaArtefatos } from './manifesto';
import { executavelAssinado } from './versoes';

export const ROTA_ATUALIZACAO = /^\/api\/v1\/gerenciador\/atualizacao\/(\d{1,3}\.\d{1,3}\.\d{1,3})\/([a-z]+)$/;

/**
 * GET /api/v1/gerenciador/atualizacao/{versão}/{plataforma}: a signed version's executable for an
 * agent updating itself (the URL of its atualizar command), with the branch's agent token as bearer;
 * only for an active branch. The agent checks size, SHA-256 and signature itself.
 */
export function atualizacaoRouter(conexoes: GerenciadorConexoesService, pasta: () => string = () => pastaArtefatos()) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const rota = ROTA_ATUALIZACAO.exec(path);
    if (!rota || req.method !== 'GET') throw routeNotFound();
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    const filial = token ? await conexoes.filialDoToken(hashAgentToken(token)) : null;
    if (!filial) throw unauthenticated();
    if (!filial.ativa) throw new AppError('FORBIDDEN', MSG.gerenciadorFilialInativa);
    const [, versao, plataforma] = rota;
    if (!ehPlataforma(plataforma)) throw badUserInput(MSG.plataformaInvalida);
    const executavel = executavelAssinado(pasta(), versao, plataforma);
    if (!executavel) throw new AppError('NOT_FOUND', MSG.gerenciadorNaoGerado);
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': executavel.tamanho,
      'Cache-Control': 'private, no-store',
      ETag: `"${executavel.sha256}"`,
    });
    const leitura = createReadStream(executavel.caminho);
    leitura.on('error', () => res.destroy());
    leitura.pipe(res);
  };
}
