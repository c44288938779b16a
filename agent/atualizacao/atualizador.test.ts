import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textoAssinado } from '../../common/atualizacaoAgente';
import type { OfertaAtualizacao } from '../../common/protocolo';
import { Atualizador, type DependenciasAtualizador } from './atualizador';
import { MOTIVOS_RECUSA } from './verificacao';

const gerar = () => generateKeyPairSync('ed25519');
const chave = gerar();
const PUBLICA = chave.publicKey.export({ type: 'spki', format: 'pem' }).toString();

function oferta(conteudo: string, opcoes: { versao?: string; assinadaCom?: ReturnType<typeof gerar>; sha256?: string } = {}): OfertaAtualizacao {
  const versao = opcoes.versao ?? '0.3.0';
  const sha256 = createHash('sha256').update(conteudo).digest('hex');
  const assinatura = sign(
    null,
    Buffer.from(textoAssinado({ versao, plataforma: 'linux', tipo: 'executavel', sha256 })),
    (opcoes.assinadaCom ?? chave).privateKey,
  ).toString('base64');
  return {
    versao,
    plataforma: 'linux',
    url: `/api/v1/gerenciador/atualizacao/${versao}/linux`,
    tamanho: Buffer.byteLength(conteudo),
    sha256: opcoes.sha256 ?? sha256,
    assinatura,
  };
}

/** The updater around a fake agent: `servido` is what the download writes; the outcome settles at the swap or the report. */
function montar(servido: string, extra: Partial<DependenciasAtualizador> = {}) {
  const destino = join(mkdtempSync(join(tmpdir(), 'atualizador-')), 'fv-gerenciador.novo');
  const relatos: { versao: string; resultado: string; motivo: string | null }[] = [];
  const trocas: string[] = [];
  let fim: () => void = () => undefined;
  const terminou = new Promise<void>((r) => (fim = r));
  const atualizador = new Atualizador({
    chavePublica: PUBLICA,
    plataforma: 'linux',
    destino,
    ocioso: () => true,
    esvaziar: async () => undefined,
    baixar: async (_o, arquivo) => {
      writeFileSync(arquivo, servido);
      return { tamanho: Buffer.byteLength(servido), sha256: createHash('sha256').update(servido).digest('hex') };
    },
    relatar: async (r) => {
      relatos.push(r);
      fim();
    },
    trocar: (arquivo, versao) => {
      trocas.push(`${arquivo} ${versao}`);
      fim();
    },
    registrar: () => undefined,
    ...extra,
  });
  return { atualizador, destino, relatos, trocas, terminou };
}

describe('atualizador do gerenciador', () => {
  it('hands a verified download to the supervisor', async () => {
    const a = montar('versão nova');
    a.atualizador.receber(oferta('versão nova'));
    await a.terminou;
    expect(a.trocas).toEqual([`${a.destino} 0.3.0`]);
    expect(a.relatos).toEqual([]);
  });

  it('refuses a tampered file (SHA-256) and removes it; the running version goes on', async () => {
    const a = montar('versão origina1!');
    const o = oferta('versão original!');
    a.atualizador.receber(o);
    await a.terminou;
    expect(a.trocas).toEqual([]);
    expect(a.relatos).toEqual([{ versao: '0.3.0', resultado: 'recusado', motivo: MOTIVOS_RECUSA.sha256(o) }]);
    expect(existsSync(a.destino)).toBe(false);
  });

  it('refuses a file signed with another key', async () => {
    const a = montar('versão nova');
    const o = oferta('versão nova', { assinadaCom: gerar() });
    a.atualizador.receber(o);
    await a.terminou;
    expect(a.relatos).toEqual([{ versao: '0.3.0', resultado: 'recusado', motivo: MOTIVOS_RECUSA.assinatura(o) }]);
    expect(a.relatos[0].motivo).toContain('assinatura');
  });

  it('refuses at once without a built-in key or a supervisor, downloading nothing', async () => {
    let baixou = false;
    const baixar = async () => {
      baixou = true;
      return { tamanho: 0, sha256: '' };
    };
    const semChave = montar('x', { chavePublica: null, baixar });
    semChave.atualizador.receber(oferta('x'));
    await semChave.terminou;
    expect(semChave.relatos[0]).toMatchObject({ resultado: 'recusado', motivo: MOTIVOS_RECUSA.semChave });
    const semSupervisor = montar('x', { destino: null, baixar });
    semSupervisor.atualizador.receber(oferta('x'));
    await semSupervisor.terminou;
    expect(semSupervisor.relatos[0]).toMatchObject({ resultado: 'recusado', motivo: MOTIVOS_RECUSA.semSupervisor });
    expect(baixou).toBe(false);
  });

  it('reports a failed download as falhou with the reason', async () => {
    const a = montar('x', { baixar: async () => Promise.reject(new Error('o servidor respondeu HTTP 404')) });
    a.atualizador.receber(oferta('x'));
    await a.terminou;
    expect(a.relatos[0]).toMatchObject({ resultado: 'falhou', motivo: expect.stringContaining('HTTP 404') });
  });

  it('waits while a run is in progress, and drains the write-back before downloading', async () => {
    let ocupado = true;
    const passos: string[] = [];
    let liberar: () => void = () => undefined;
    const perguntado = new Promise<void>((r) => (liberar = r));
    const a = montar('versão nova', {
      ocioso: () => {
        passos.push(ocupado ? 'ocupado' : 'ocioso');
        liberar();
        return !ocupado;
      },
      esvaziar: async () => void passos.push('esvaziar'),
    });
    a.atualizador.receber(oferta('versão nova'));
    await perguntado;
    expect(a.trocas).toEqual([]);
    ocupado = false;
    // The next look comes after its wait; the test ends it at once instead of waiting for it.
    (a.atualizador as unknown as { espera: { fim: () => void } | null }).espera?.fim();
    await a.terminou;
    expect(passos.slice(0, 3)).toEqual(['ocupado', 'ocioso', 'esvaziar']);
    expect(a.trocas).toHaveLength(1);
  });
});
