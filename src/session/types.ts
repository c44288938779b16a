/** The logged user as createToken / createTokenAutoLogin return it (docs/produto.md §3 "Sessão"). */
export interface UsuarioLogado {
  id: number;
  nome: string;
  email: string;
  telefone: string | null;
  contratanteId: number | null;
  /** JSON text of the CASL rules. */
  permissoes: string;
}

export interface AuthPayload {
  token: string;
  acao: string | null;
  usuario: UsuarioLogado;
}

/** What the browser keeps between page loads (docs/produto.md §3 "Sessão"). */
export interface Session {
  usuario: UsuarioLogado;
  token: string;
  autenticado: true;
  acao: string | null;
}

/** The session of a password-recovery link: it may only reach /recuperarsenha. */
export const ACAO_RECUPERAR_SENHA = 'RECUPERAR_SENHA';
