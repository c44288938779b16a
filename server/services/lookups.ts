import type { ConsultaCnpj } from '../../common/api/consultaCnpj';
import { MSG } from '../../common/messages';
import { normalizeSearch, onlyDigits } from '../../common/text/normalize';
import { cleanCnpj } from '../../common/validation/documents';
import { AppError } from '../errors';
import type { CidadesService, CidadeRow } from './cidades';

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
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

/**
 * Public lookups. CEP_LOOKUP_URL speaks ViaCEP's format (`{base}/{cep}/json/`), CNPJ_LOOKUP_URL
 * ReceitaWS's (`{base}/{cnpj}`, `status: "ERROR"` when not found). A slow or failing service is
 * reported as unavailable so the form stays usable by hand.
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
    let data: Record<string, string> | null;
    try {
      data = (await getJson(`${this.cnpjUrl.replace(/\/$/, '')}/${cnpj}`, this.timeoutMs)) as Record<string, string> | null;
    } catch {
      return { erro: true, mensagem: MSG.cnpjIndisponivel };
    }
    if (!data || data.status === 'ERROR') return { erro: true, mensagem: MSG.cnpjNaoEncontrado };
    const candidates = data.municipio ? await this.cidades.search(data.municipio, 50) : [];
    const cidade = candidates.find((c) => normalizeSearch(c.nome) === normalizeSearch(data!.municipio) && c.estado.sigla === data!.uf);
    return {
      erro: false,
      nome: data.nome ?? '',
      fantasia: data.fantasia ?? '',
      numero: data.numero ?? '',
      complemento: data.complemento ?? '',
      telefone: onlyDigits((data.telefone ?? '').split('/')[0]),
      email: (data.email ?? '').toLowerCase(),
      cep: onlyDigits(data.cep),
      logradouro: data.logradouro ?? '',
      bairro: data.bairro ?? '',
      cidadeId: cidade?.id ?? null,
    };
  }
}
