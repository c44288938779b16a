/**
 * The manager downloads: which file `npm run build:agent` writes for each kind and platform, under
 * which name and type it is served, and the manifest (version, sizes, SHA-256) the build leaves
 * beside them. The build script imports this too, so both sides agree on every name.
 */
export const TIPOS_DOWNLOAD = ['instalador', 'executavel'] as const;
export const PLATAFORMAS = ['windows', 'linux'] as const;
export type TipoDownload = (typeof TIPOS_DOWNLOAD)[number];
export type Plataforma = (typeof PLATAFORMAS)[number];

/** Customers mostly run the ERP on Windows: a link without ?plataforma= gets the Windows files. */
export const PLATAFORMA_PADRAO: Plataforma = 'windows';

interface Descricao {
  /** File name in the build output (dist-agent/). */
  arquivo: string;
  contentType: string;
  /** Name the browser saves it under, with the version. */
  nome: (versao: string) => string;
}

const EXE = 'application/vnd.microsoft.portable-executable';

export const ARTEFATOS: Record<TipoDownload, Record<Plataforma, Descricao>> = {
  instalador: {
    windows: { arquivo: 'fv-gerenciador-instalador-windows-x64.exe', contentType: EXE, nome: (v) => `fv-gerenciador-${v}-instalador-windows-x64.exe` },
    linux: {
      arquivo: 'fv-gerenciador-instalador-linux-x64.tar.gz',
      contentType: 'application/gzip',
      nome: (v) => `fv-gerenciador-${v}-instalador-linux-x64.tar.gz`,
    },
  },
  executavel: {
    windows: { arquivo: 'fv-gerenciador-windows-x64.exe', contentType: EXE, nome: (v) => `fv-gerenciador-${v}-windows-x64.exe` },
    linux: { arquivo: 'fv-gerenciador-linux-x64', contentType: 'application/octet-stream', nome: (v) => `fv-gerenciador-${v}-linux-x64` },
  },
};

export const MANIFESTO = 'manifest.json';
/** Under the build folder, one folder per version with its executables and manifest: what updates offer. */
export const PASTA_VERSOES = 'versoes';

export interface ArtefatoManifesto {
  tipo: TipoDownload;
  plataforma: Plataforma;
  arquivo: string;
  tamanho: number;
  sha256: string;
  /** ed25519 over common/atualizacaoAgente's textoAssinado, base64; absent or null in an unsigned build. */
  assinatura?: string | null;
}

export interface Manifesto {
  versao: string;
  geradoEm: string;
  /** Node.js inside each executable (only the platforms built). */
  node: Partial<Record<Plataforma, string>>;
  artefatos: ArtefatoManifesto[];
  /** SHA-256 of the public key that signed (scripts/build-agent/publicacao.ts), null when unsigned. */
  chave?: string | null;
}

export const ehTipoDownload = (valor: string): valor is TipoDownload => (TIPOS_DOWNLOAD as readonly string[]).includes(valor);
export const ehPlataforma = (valor: string): valor is Plataforma => (PLATAFORMAS as readonly string[]).includes(valor);
