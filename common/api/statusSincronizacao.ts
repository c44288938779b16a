/** A data type's last sync run on a branch (SPEC §2 sync panel), as the server stores and answers it. */
export interface StatusSincronizacao {
  tipo: string;
  dtInicio: string | null;
  dtFim: string | null;
  executando: boolean;
  sucesso: boolean;
  cancelada: boolean;
  erro: string | null;
  updatedAt: string | null;
  itemsCount: number;
  itensSincronizadosCount: number;
  envioCompleto: boolean;
}
