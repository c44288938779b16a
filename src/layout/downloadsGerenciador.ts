import { MSG } from '../../common/messages';
import { getJson } from '../providers/restClient';
import { GraphqlHttpError } from '../providers/httpErrors';

export type TipoDownload = 'instalador' | 'executavel';

export interface ArtefatoDownload {
  tipo: TipoDownload;
  plataforma: string;
  nome: string;
  tamanho: number;
  sha256: string;
  url: string;
}

/** GET /api/v1/downloads (server/downloads/router.ts). */
export interface DownloadsGerenciador {
  /** Why this user gets no files (no branch yet), or null. */
  motivo: string | null;
  versao: string | null;
  plataformaPadrao: string;
  ticket: string | null;
  artefatos: ArtefatoDownload[];
}

/** The manager files this user may download, with a fresh link ticket; the server's 403 reads as its message. */
export async function buscarDownloads(): Promise<DownloadsGerenciador> {
  try {
    return await getJson<DownloadsGerenciador>('/api/v1/downloads');
  } catch (error) {
    if (error instanceof GraphqlHttpError && error.statusCode === 403) throw new GraphqlHttpError(MSG.downloadSemFilial, 403);
    throw error;
  }
}

/** The file of that kind for the default platform (Windows). */
export function artefatoPadrao(downloads: DownloadsGerenciador | null | undefined, tipo: TipoDownload): ArtefatoDownload | undefined {
  return downloads?.artefatos.find((a) => a.tipo === tipo && a.plataforma === downloads.plataformaPadrao);
}

/** The link the browser saves from itself (no copy in memory): the file's URL with the short-lived ticket. */
export function linkDownload(artefato: ArtefatoDownload, ticket: string): string {
  return `${artefato.url}${artefato.url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
}

/** Asks for a fresh ticket and starts the download; fails with a message the user can read. */
export async function baixar(tipo: TipoDownload): Promise<void> {
  const downloads = await buscarDownloads();
  if (downloads.motivo) throw new Error(downloads.motivo);
  const artefato = artefatoPadrao(downloads, tipo);
  if (!artefato || !downloads.ticket) throw new Error(MSG.gerenciadorNaoGerado);
  const link = document.createElement('a');
  link.href = linkDownload(artefato, downloads.ticket);
  link.download = artefato.nome;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
