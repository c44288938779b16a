import type { ConsultaCnpj } from '../../common/api/consultaCnpj';
import { MSG } from '../../common/messages';
import { normalizeSearch, onlyDigits } from '../../common/text/normalize';
import { cleanCnpj } from '../../common/validation/documents';
import { AppError } from '../errors';
import type { CidadesService, CidadeRow } from './cidades';

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  // 404: not found; 400: BrasilAPI's answer for a CNPJ it cannot look up.
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export interface CepResult {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
  unidade: string;
  ibge: string;
  gia: string;
  cidade: CidadeRow | null;
}

/** A company as the public CNPJ services give it, in their own field names. */
interface EmpresaPublica {
  nome: string;
  fantasia: string;
  numero: string;
  complemento: string;
  telefone: string;
  email: string;
  cep: string;
  logradouro: string;
  bairro: string;
  municipio: string;
  uf: string;
  /** BrasilAPI gives the IBGE city code; ReceitaWS only the city's name. */
  ibge: number | null;
}

const texto = (valor: unknown) => (valor === null || valor === undefined ? '' : String(valor));

/**
 * BrasilAPI (`razao_social`, `ddd_telefone_1`, `codigo_municipio_ibge`…) or ReceitaWS (`nome`,
 * `telefone`, `status: "ERROR"` when not found): null when the answer names no company.
 */
function lerEmpresa(data: Record<string, unknown> | null): EmpresaPublica | null {
  if (!data) return null;
  if ('razao_social' in data) {
    const tipoLogradouro = texto(data.descricao_tipo_de_logradouro);
    const logradouro = texto(data.logradouro);
    return {
      nome: texto(data.razao_social),
      fantasia: texto(data.nome_fantasia),
      numero: texto(data.numero),
      complemento: texto(data.complemento),
      telefone: texto(data.ddd_telefone_1),
      email: texto(data.email),
      cep: texto(data.cep),
      logradouro: tipoLogradouro && !logradouro.toUpperCase().startsWith(tipoLogradouro.toUpperCase()) ? `${tipoLogradouro} ${logradouro}` : logradouro,
      bairro: texto(data.bairro),
      municipio: texto(data.municipio),
      uf: texto(data.uf),
      ibge: Number(data.codigo_municipio_ibge) || null,
    };
  }
  if (data.status === 'ERROR' || !data.nome) return null;
  const campos = ['nome', 'fantasia', 'numero', 'complemento', 'telefone', 'email', 'cep', 'logradouro', 'bairro', 'municipio', 'uf'] as const;
  return { ...(Object.fromEntries(campos.map((c) => [c, texto(data[c])])) as Omit<EmpresaPublica, 'ibge'>), ibge: null };
}

/**
 * Public lookups, by default BrasilAPI for CNPJ and ViaCEP for CEP (server/config.ts), switched off
 * with `off`. CEP_LOOKUP_URL speaks ViaCEP's format (`{base}/{cep}/json/`), CNPJ_LOOKUP_URL
 * BrasilAPI's or ReceitaWS's (`{base}/{cnpj}`). A slow, failing or switched-off service is reported
 * as unavailable so the form stays usable by hand.
 */
export class LookupsService {
  constructor(
    private cidades: CidadesService,
    private timeoutMs: number,
    private cepUrl?: string,
    private cnpjUrl?: string,
  ) {}

  async cep(value: string): Promise<CepResult> {
    const cep = onlyDigits(value);
    if (cep.length !== 8) throw new AppError('BAD_REQUEST', MSG.cepNaoEncontrado);
    if (!this.cepUrl) throw new AppError('BAD_REQUEST', MSG.cepIndisponivel);
    let data: Record<string, string> | null;
    try {
      data = (await getJson(`${this.cepUrl.replace(/\/$/, '')}/${cep}/json/`, this.timeoutMs)) as Record<string, string> | null;
    } catch {
      throw new AppError('BAD_REQUEST', MSG.cepIndisponivel);
    }
    if (!data || data.erro) throw new AppError('NOT_FOUND', MSG.cepNaoEncontrado);
    const cidade = data.ibge ? ((await this.cidades.byIds([Number(data.ibge)])).get(Number(data.ibge)) ?? null) : null;
    const pick = (k: string) => String(data![k] ?? '');
    return {
      cep,
      logradouro: pick('logradouro'),
      complemento: pick('complemento'),
      bairro: pick('bairro'),
      localidade: pick('localidade'),
      uf: pick('uf'),
      unidade: pick('unidade'),
      ibge: pick('ibge'),
      gia: pick('gia'),
      cidade,
    };
  }

  async cnpj(value: string): Promise<ConsultaCnpj> {
    const cnpj = cleanCnpj(value);
    if (!this.cnpjUrl) return { erro: true, mensagem: MSG.cnpjIndisponivel };
    let empresa: EmpresaPublica | null;
    try {
      empresa = lerEmpresa((await getJson(`${this.cnpjUrl.replace(/\/$/, '')}/${cnpj}`, this.timeoutMs)) as Record<string, unknown> | null);
    } catch {
      return { erro: true, mensagem: MSG.cnpjIndisponivel };
    }
    if (!empresa) return { erro: true, mensagem: MSG.cnpjNaoEncontrado };
    const cidade = await this.cidadeDe(empresa);
    return {
      erro: false,
      nome: empresa.nome,
      fantasia: empresa.fantasia,
      numero: empresa.numero,
      complemento: empresa.complemento,
      telefone: onlyDigits(empresa.telefone.split('/')[0]),
      email: empresa.email.toLowerCase(),
      cep: onlyDigits(empresa.cep),
      logradouro: empresa.logradouro,
      bairro: empresa.bairro,
      cidadeId: cidade?.id ?? null,
    };
  }

  /** The company's city in the IBGE table: by its code when given, else by name and state. */
  private async cidadeDe(empresa: EmpresaPublica): Promise<CidadeRow | null> {
    if (empresa.ibge) return (await this.cidades.byIds([empresa.ibge])).get(empresa.ibge) ?? null;
    const candidates = empresa.municipio ? await this.cidades.search(empresa.municipio, 50) : [];
    return candidates.find((c) => normalizeSearch(c.nome) === normalizeSearch(empresa.municipio) && c.estado.sigla === empresa.uf) ?? null;
  }
}
