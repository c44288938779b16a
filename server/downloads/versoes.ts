import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ordemVersao } from '../../common/versao';
import { VERSAO_VALIDA } from '../../common/atualizacaoAgente';
import { MANIFESTO, PASTA_VERSOES, type Plataforma } from './artefatos';
import { manifestoValido } from './manifesto';

/** One executable a self-update can download: where it is and what the agent checks it against. */
export interface ExecutavelVersao {
  plataforma: Plataforma;
  arquivo: string;
  caminho: string;
  tamanho: number;
  sha256: string;
  assinatura: string | null;
}

/** A version the server can offer: its build's executables, archived under versoes/<versão>/ by `npm run build:agent`. */
export interface VersaoDisponivel {
  versao: string;
  geradoEm: string;
  /** SHA-256 of the key that signed it; null for an unsigned build (never offered to an agent). */
  chave: string | null;
  executaveis: ExecutavelVersao[];
}

/** Each version folder's manifest as last read, by its modification time (read again only when it changes). */
const lidas = new Map<string, { alterado: number; versao: VersaoDisponivel | null }>();

function lerVersao(pasta: string, nome: string): VersaoDisponivel | null {
  if (!VERSAO_VALIDA.test(nome)) return null;
  const arquivo = join(pasta, nome, MANIFESTO);
  let alterado: number;
  try {
    alterado = statSync(arquivo).mtimeMs;
  } catch {
    return null;
  }
  const lida = lidas.get(arquivo);
  if (lida?.alterado === alterado) return lida.versao;
  let manifesto: unknown = null;
  try {
    manifesto = JSON.parse(readFileSync(arquivo, 'utf8'));
  } catch {
    manifesto = null;
  }
  const versao =
    manifestoValido(manifesto) && manifesto.versao === nome
      ? {
          versao: manifesto.versao,
          geradoEm: manifesto.geradoEm,
          chave: manifesto.chave ?? null,
          executaveis: manifesto.artefatos
            .filter((a) => a.tipo === 'executavel')
            .map((a) => ({
              plataforma: a.plataforma,
              arquivo: a.arquivo,
              caminho: join(pasta, nome, a.arquivo),
              tamanho: a.tamanho,
              sha256: a.sha256,
              assinatura: a.assinatura ?? null,
            })),
        }
      : null;
  lidas.set(arquivo, { alterado, versao });
  return versao;
}

/** The versions under `pasta`/versoes, newest first; a folder without a valid manifest of its own name is not a version. */
export function lerVersoes(pasta: string): VersaoDisponivel[] {
  let nomes: string[] = [];
  try {
    nomes = readdirSync(join(pasta, PASTA_VERSOES));
  } catch {
    nomes = [];
  }
  return nomes
    .map((nome) => lerVersao(join(pasta, PASTA_VERSOES), nome))
    .filter((v): v is VersaoDisponivel => v !== null)
    .sort((a, b) => (ordemVersao(b.versao) ?? 0) - (ordemVersao(a.versao) ?? 0));
}

/**
 * The signed executable of `versao` for `plataforma`, on disk with the listed size (a copy in
 * progress is not offered half-written); null otherwise.
 */
export function executavelAssinado(pasta: string, versao: string, plataforma: Plataforma): ExecutavelVersao | null {
  const executavel = lerVersoes(pasta)
    .find((v) => v.versao === versao)
    ?.executaveis.find((e) => e.plataforma === plataforma);
  if (!executavel?.assinatura) return null;
  try {
    return statSync(executavel.caminho).size === executavel.tamanho ? executavel : null;
  } catch {
    return null;
  }
}
