import { createHash } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import * as http from 'node:http';
import * as https from 'node:https';
import type { Rede } from '../rede/rede';
import { explicarFalhaRede } from '../rede/falhas';

/** The server's download stops when it goes silent this long (a proxy that stopped forwarding). */
const SILENCIO_MS = 60_000;

/**
 * Downloads `url` into `destino` with the agent's token, through the agent's proxy and certificates
 * (agent/rede), hashing as it writes; stops past `maximo` bytes (more than offered is refused anyway).
 * Rejects with a Portuguese reason; a partial file is removed.
 */
export function baixar(url: URL, token: string, rede: Rede, destino: string, maximo: number): Promise<{ tamanho: number; sha256: string }> {
  return new Promise((resolve, reject) => {
    const cliente = url.protocol === 'https:' ? https : http;
    const falhar = (motivo: string) => {
      rmSync(destino, { force: true });
      reject(new Error(motivo));
    };
    const pedido = cliente.get(url, { headers: { authorization: `Bearer ${token}` }, timeout: SILENCIO_MS, ...rede.opcoes(url) }, (resposta) => {
      if (resposta.statusCode !== 200) {
        let corpo = '';
        resposta.setEncoding('utf8');
        resposta.on('data', (parte: string) => (corpo += parte.slice(0, 2000)));
        resposta.on('end', () => {
          let erro = '';
          try {
            erro = String((JSON.parse(corpo) as { erro?: unknown }).erro ?? '');
          } catch {
            erro = '';
          }
          falhar(`o servidor respondeu HTTP ${resposta.statusCode}${erro ? `: ${erro}` : ''}`);
        });
        return;
      }
      const hash = createHash('sha256');
      let tamanho = 0;
      const arquivo = createWriteStream(destino, { mode: 0o700 });
      resposta.on('data', (parte: Buffer) => {
        tamanho += parte.length;
        hash.update(parte);
        if (tamanho > maximo) resposta.destroy(new Error(`o arquivo passou dos ${maximo} bytes anunciados`));
      });
      resposta.on('error', (erro) => {
        arquivo.destroy();
        falhar(erro.message);
      });
      arquivo.on('error', (erro) => {
        resposta.destroy();
        falhar(`não foi possível gravar ${destino}: ${(erro as NodeJS.ErrnoException).code ?? erro.message}`);
      });
      arquivo.on('finish', () => resolve({ tamanho, sha256: hash.digest('hex') }));
      resposta.pipe(arquivo);
    });
    pedido.on('timeout', () => pedido.destroy(new Error(`o servidor não enviou nada em ${SILENCIO_MS / 1000} s`)));
    pedido.on('error', (erro) => falhar(explicarFalhaRede(erro, rede.proxyDe(url))));
  });
}
