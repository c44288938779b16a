/** The i18n keys of the document fields for a person type (docs/produto.md §2: CPF/RG/Nome versus CNPJ/IE/Razão Social). */
export interface DocumentLabels {
  docFederal: string;
  docEstadual: string;
  nome: string;
  /** Fantasia is shown only for J. */
  showFantasia: boolean;
}

export function documentLabels(tipo: string | null | undefined): DocumentLabels {
  if (tipo === 'F') return { docFederal: 'app.documento.cpf', docEstadual: 'app.documento.rg', nome: 'app.documento.nome', showFantasia: false };
  if (tipo === 'J') {
    return { docFederal: 'app.documento.cnpj', docEstadual: 'app.documento.inscricao_estadual', nome: 'app.documento.razao_social', showFantasia: true };
  }
  return { docFederal: 'app.documento.cpf_cnpj', docEstadual: 'app.documento.rg_inscricao', nome: 'app.documento.nome_razao', showFantasia: false };
}
