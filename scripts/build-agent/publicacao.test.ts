import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textoAssinado } from '../../common/atualizacaoAgente';
import { VERSAO_AGENTE } from '../../agent/versao';
import type { Manifesto } from '../../server/downloads/artefatos';
import { arquivarVersao, assinar, definicoesDoAgente, lerChaveAssinatura, limparSaida, plataformasDoBuild, versaoDoBuild } from './publicacao';

const pasta = () => mkdtempSync(join(tmpdir(), 'publicacao-'));
const chaveEd25519 = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('versão e plataformas do build', () => {
  it('builds the source’s version unless AGENT_VERSION names another x.y.z', () => {
    expect(versaoDoBuild({})).toBe(VERSAO_AGENTE);
    expect(versaoDoBuild({ AGENT_VERSION: ' 0.2.0 ' })).toBe('0.2.0');
    expect(() => versaoDoBuild({ AGENT_VERSION: '0.2.0-beta' })).toThrow('AGENT_VERSION=0.2.0-beta não é uma versão x.y.z');
  });

  it('builds every platform unless AGENT_PLATAFORMAS names some', () => {
    expect(plataformasDoBuild({})).toEqual(['windows', 'linux']);
    expect(plataformasDoBuild({ AGENT_PLATAFORMAS: 'linux' })).toEqual(['linux']);
    expect(() => plataformasDoBuild({ AGENT_PLATAFORMAS: 'linux,mac' })).toThrow('AGENT_PLATAFORMAS tem mac');
  });
});

describe('chave de assinatura', () => {
  it('reads an ed25519 key from a PEM file, from the PEM in the environment or from its DER in base64, and signs what the agent verifies', () => {
    const pem = chaveEd25519();
    const arquivo = join(pasta(), 'chave.pem');
    writeFileSync(arquivo, pem, { mode: 0o600 });
    const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64').toString('base64');
    const chaves = [
      lerChaveAssinatura({ AGENT_SIGNING_KEY_FILE: arquivo }),
      lerChaveAssinatura({ AGENT_SIGNING_KEY: pem }),
      lerChaveAssinatura({ AGENT_SIGNING_KEY: der }),
    ];
    expect(new Set(chaves.map((c) => c!.impressao)).size).toBe(1);
    const chave = chaves[0]!;
    const artefato = { tipo: 'executavel' as const, plataforma: 'linux' as const, sha256: 'a'.repeat(64) };
    const assinatura = assinar(chave, '0.2.0', artefato);
    const publica = createPublicKey(chave.publicaPem);
    expect(verify(null, Buffer.from(textoAssinado({ versao: '0.2.0', ...artefato })), publica, Buffer.from(assinatura, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from(textoAssinado({ versao: '0.3.0', ...artefato })), publica, Buffer.from(assinatura, 'base64'))).toBe(false);
    expect(verify(null, Buffer.from(textoAssinado({ versao: '0.2.0', ...artefato, sha256: 'b'.repeat(64) })), publica, Buffer.from(assinatura, 'base64'))).toBe(
      false,
    );
  });

  it('builds unsigned without a key, and stops on a key it cannot use', () => {
    expect(lerChaveAssinatura({})).toBeNull();
    expect(() => lerChaveAssinatura({ AGENT_SIGNING_KEY_FILE: '/nao/existe/chave.pem' })).toThrow(
      'não foi possível ler a chave de assinatura de AGENT_SIGNING_KEY_FILE (/nao/existe/chave.pem): ENOENT',
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => lerChaveAssinatura({ AGENT_SIGNING_KEY: rsa })).toThrow(
      'a chave de assinatura deve ser ed25519 (openssl genpkey -algorithm ed25519), não rsa',
    );
  });

  it('builds the version and the public key into the agent', () => {
    const chave = lerChaveAssinatura({ AGENT_SIGNING_KEY: chaveEd25519() })!;
    expect(definicoesDoAgente('0.2.0', chave)).toEqual({ __FV_VERSAO_AGENTE__: '"0.2.0"', __FV_CHAVE_ATUALIZACAO__: JSON.stringify(chave.publicaPem) });
    expect(definicoesDoAgente('0.2.0', null).__FV_CHAVE_ATUALIZACAO__).toBe('null');
  });
});

describe('arquivo das versões', () => {
  it('keeps each version’s executables and manifest across builds, and a new build empties everything else', () => {
    const saida = pasta();
    const publicar = (versao: string) => {
      writeFileSync(join(saida, 'fv-gerenciador-linux-x64'), `executável ${versao}`);
      writeFileSync(join(saida, 'fv-gerenciador-instalador-linux-x64.tar.gz'), 'pacote');
      const manifesto: Manifesto = {
        versao,
        geradoEm: '2026-01-01T00:00:00.000Z',
        node: { linux: 'v24' },
        chave: null,
        artefatos: [
          { tipo: 'executavel', plataforma: 'linux', arquivo: 'fv-gerenciador-linux-x64', tamanho: 14, sha256: 'a'.repeat(64), assinatura: null },
          {
            tipo: 'instalador',
            plataforma: 'linux',
            arquivo: 'fv-gerenciador-instalador-linux-x64.tar.gz',
            tamanho: 6,
            sha256: 'b'.repeat(64),
            assinatura: null,
          },
        ],
      };
      return arquivarVersao(saida, manifesto);
    };
    const v1 = publicar('0.2.0');
    limparSaida(saida);
    expect(existsSync(join(saida, 'fv-gerenciador-linux-x64'))).toBe(false);
    mkdirSync(join(saida, 'obra'));
    const v2 = publicar('0.3.0');
    expect(readFileSync(join(v1, 'fv-gerenciador-linux-x64'), 'utf8')).toBe('executável 0.2.0');
    expect(readFileSync(join(v2, 'fv-gerenciador-linux-x64'), 'utf8')).toBe('executável 0.3.0');
    expect(statSync(join(v2, 'fv-gerenciador-linux-x64')).ino).toBe(statSync(join(saida, 'fv-gerenciador-linux-x64')).ino);
    const arquivado = JSON.parse(readFileSync(join(v2, 'manifest.json'), 'utf8')) as Manifesto;
    expect(arquivado.artefatos.map((a) => a.tipo)).toEqual(['executavel']);
  });
});
