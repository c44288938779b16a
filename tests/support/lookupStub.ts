import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Addresses and companies the stub knows, in the public services' own formats. */
const CEPS: Record<string, Record<string, string>> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    unidade: '',
    ibge: '3550308',
    gia: '1004',
  },
};
const CNPJS: Record<string, Record<string, string>> = {
  '11222333000181': {
    status: 'OK',
    nome: 'EMPRESA EXEMPLO COMERCIO LTDA',
    fantasia: 'EXEMPLO',
    numero: '1000',
    complemento: 'SALA 12',
    telefone: '(11) 3456-7890 / (11) 3456-7891',
    email: 'CONTATO@EXEMPLO.COM.BR',
    cep: '01.310-100',
    logradouro: 'AV PAULISTA',
    bairro: 'BELA VISTA',
    municipio: 'SAO PAULO',
    uf: 'SP',
  },
};

/** The same companies as BrasilAPI writes them (/api/cnpj/v1/{cnpj}). */
const CNPJS_BRASILAPI: Record<string, Record<string, unknown>> = {
  '11222333000181': {
    cnpj: '11222333000181',
    razao_social: 'EMPRESA EXEMPLO COMERCIO LTDA',
    nome_fantasia: 'EXEMPLO',
    numero: '1000',
    complemento: 'SALA 12',
    ddd_telefone_1: '1134567890',
    ddd_telefone_2: '1134567891',
    email: null,
    cep: '01310100',
    descricao_tipo_de_logradouro: 'AVENIDA',
    logradouro: 'PAULISTA',
    bairro: 'BELA VISTA',
    municipio: 'SAO PAULO',
    uf: 'SP',
    codigo_municipio_ibge: 3550308,
    descricao_situacao_cadastral: 'ATIVA',
  },
};

export type StubMode = 'ok' | 'down' | 'slow';

export interface LookupStub {
  cepUrl: string;
  /** ReceitaWS's format. */
  cnpjUrl: string;
  /** BrasilAPI's format (the default service). */
  brasilApiUrl: string;
  setMode: (mode: StubMode) => void;
  close: () => Promise<void>;
}

/** A local HTTP stand-in for ViaCEP (/ws/{cep}/json/), ReceitaWS (/v1/cnpj/{cnpj}) and BrasilAPI (/api/cnpj/v1/{cnpj}). */
export async function startLookupStub(): Promise<LookupStub> {
  let mode: StubMode = 'ok';
  const server: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'down') return reply(503, { message: 'indisponível' });
    const answer = () => {
      const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '');
      if (cep) return reply(200, CEPS[cep[1]] ?? { erro: 'true' });
      const cnpj = /^\/v1\/cnpj\/([0-9A-Z]{14})$/.exec(req.url ?? '');
      if (cnpj) return reply(200, CNPJS[cnpj[1]] ?? { status: 'ERROR', message: 'CNPJ inválido' });
      const brasilApi = /^\/api\/cnpj\/v1\/([0-9A-Z]{14})$/.exec(req.url ?? '');
      if (brasilApi) {
        if (!/^\d{14}$/.test(brasilApi[1])) return reply(400, { message: `CNPJ ${brasilApi[1]} inválido.` });
        const empresa = CNPJS_BRASILAPI[brasilApi[1]];
        return empresa ? reply(200, empresa) : reply(404, { message: `CNPJ ${brasilApi[1]} não encontrado.` });
      }
      reply(404, {});
    };
    if (mode === 'slow') setTimeout(answer, 2000);
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cepUrl: `${base}/ws`,
    cnpjUrl: `${base}/v1/cnpj`,
    brasilApiUrl: `${base}/api/cnpj/v1`,
    setMode: (m) => (mode = m),
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
