/** GET /api/v1/contratante/consulta-cnpj/{doc}: erro true (with mensagem) when the service cannot help. */
export interface ConsultaCnpj {
  erro: boolean;
  mensagem?: string;
  nome?: string;
  fantasia?: string;
  numero?: string;
  complemento?: string;
  telefone?: string;
  email?: string;
  cep?: string;
  logradouro?: string;
  bairro?: string;
  cidadeId?: number | null;
}
