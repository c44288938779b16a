import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { createPartner, type Partner } from '../support/fixtures';

const TOTAL = 100_000;
const LOTE = 2_000;
const MB = 1024 * 1024;

/**
 * A full collection on demand: the heap measured after it holds what the export keeps reachable, not
 * the garbage a collector has not reached yet (how much of that waits depends on the Node version's
 * heuristics: Node 24 let 70 MB of it wait where Node 20 let 7).
 */
setFlagsFromString('--expose-gc');
const coletar = runInNewContext('gc') as () => void;
/** Often enough to see a file held for the export's seconds, not so often that collections are all it does. */
const AMOSTRA_MS = 100;

/** One CSV line as a spreadsheet reads it: `;` between cells, quotes around a cell that holds one, doubled inside. */
function celulasCsv(linha: string): string[] {
  const celulas: string[] = [];
  let atual = '';
  let aspas = false;
  for (let i = 0; i < linha.length; i++) {
    const c = linha[i];
    if (aspas && c === '"' && linha[i + 1] === '"') {
      atual += '"';
      i++;
    } else if (c === '"') {
      aspas = !aspas;
    } else if (c === ';' && !aspas) {
      celulas.push(atual);
      atual = '';
    } else {
      atual += c;
    }
  }
  celulas.push(atual);
  return celulas;
}

interface Leitura {
  status: number;
  bom: boolean;
  cabecalho: string[];
  linhas: number;
  amostras: Map<string, string[]>;
  picoHeapMb: number;
  picoRssMb: number;
}

/**
 * CSV export (docs/operacao.md, Arquivos CSV das listas): every list exports to CSV, all the rows its filter matches, streamed by the
 * server. The file is read as it arrives (never whole), parsed back line by line; the server runs
 * in this process, so its heap and RSS are sampled while it writes.
 */
describe.skipIf(postgresUnavailable())('exportação das listas em CSV', { timeout: 300_000 }, () => {
  let t: TestApp;
  let admin: string;
  let alfa: Partner;
  let beta: Partner;

  const ticket = async (token: string) => {
    const r = await fetch(`${t.url}/api/v1/exportar`, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    return ((await r.json()) as { ticket: string }).ticket;
  };

  const exportar = async (token: string, recurso: string, where?: unknown, guardar: (celulas: string[]) => string | null = () => null): Promise<Leitura> => {
    const url = new URL(`${t.url}/api/v1/exportar/${recurso}`);
    url.searchParams.set('ticket', await ticket(token));
    url.searchParams.set('fuso', 'America/Sao_Paulo');
    if (where) url.searchParams.set('where', JSON.stringify(where));
    coletar();
    const base = process.memoryUsage();
    let picoHeap = base.heapUsed;
    let picoRss = base.rss;
    const medir = () => {
      coletar();
      const m = process.memoryUsage();
      picoHeap = Math.max(picoHeap, m.heapUsed);
      picoRss = Math.max(picoRss, m.rss);
    };
    const amostrador = setInterval(medir, AMOSTRA_MS);
    const resposta = await fetch(url);
    const leitura: Leitura = { status: resposta.status, bom: false, cabecalho: [], linhas: 0, amostras: new Map(), picoHeapMb: 0, picoRssMb: 0 };
    try {
      if (resposta.status !== 200) return leitura;
      const decoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
      let resto = '';
      let primeiro = true;
      for await (const pedaco of resposta.body as unknown as AsyncIterable<Uint8Array>) {
        if (primeiro) {
          leitura.bom = pedaco[0] === 0xef && pedaco[1] === 0xbb && pedaco[2] === 0xbf;
          primeiro = false;
        }
        resto += decoder.decode(pedaco, { stream: true });
        const partes = resto.split('\r\n');
        resto = partes.pop()!;
        for (const linha of partes) {
          const celulas = celulasCsv(leitura.cabecalho.length || leitura.linhas ? linha : linha.replace(/^\uFEFF/, ''));
          if (!leitura.cabecalho.length) leitura.cabecalho = celulas;
          else {
            leitura.linhas++;
            const chave = guardar(celulas);
            if (chave) leitura.amostras.set(chave, celulas);
          }
        }
        medir();
      }
      resto += decoder.decode();
      expect(resto).toBe('');
    } finally {
      clearInterval(amostrador);
    }
    leitura.picoHeapMb = (picoHeap - base.heapUsed) / MB;
    leitura.picoRssMb = (picoRss - base.rss) / MB;
    return leitura;
  };

  beforeAll(async () => {
    t = await startTestApp();
    const agora = new Date().toISOString();
    // The rows first: on SQLite these inserts hold the event loop for seconds, and an HTTP connection
    // kept alive across them would be closed by the server under the client's next request.
    for (let inicio = 0; inicio < TOTAL; inicio += LOTE) {
      await t.app.db.kysely
        .insertInto('contratante')
        .values(
          Array.from({ length: LOTE }, (_, j) => {
            const i = inicio + j;
            return {
              tipoEmpresa: 'J',
              docFederal: String(20_000_000_000_000 + i),
              ativo: i % 10 === 0 ? 0 : 1,
              maxDipositivos: 1,
              maxFiliais: 1,
              nome: i === 7 ? 'Empório "Bom Preço"; Açaí & Pão' : `Padaria São João Ção ${String(i).padStart(6, '0')}`,
              email: `loja${i}@exemplo.com.br`,
              telefone: '11987654321',
              createdAt: agora,
              updatedAt: agora,
            };
          }),
        )
        .execute();
    }
    admin = await t.login(ADMIN.email, ADMIN.password);
    alfa = await createPartner(t, admin, 'Alfa');
    beta = await createPartner(t, admin, 'Beta');
  });
  afterAll(() => t?.close());

  it('streams 100,000 contratantes with bounded memory, BOM first, accents and cells intact', async () => {
    const r = await exportar(admin, 'contratantes', undefined, (c) => (c[0].startsWith('Empório') || c[0].endsWith('000042') ? c[0] : null));
    console.log(`exportação de ${r.linhas} contratantes: pico de heap +${r.picoHeapMb.toFixed(1)} MB, pico de RSS +${r.picoRssMb.toFixed(1)} MB`);
    expect(r.status).toBe(200);
    expect(r.bom).toBe(true);
    expect(r.cabecalho).toEqual(['Nome', 'CPF / CNPJ', 'Email', 'Telefone', 'Ativo']);
    // The seeded rows and the two partners' contratantes.
    expect(r.linhas).toBe(TOTAL + 2);
    expect(r.amostras.get('Empório "Bom Preço"; Açaí & Pão')).toEqual([
      'Empório "Bom Preço"; Açaí & Pão',
      '20.000.000/0000-07',
      'loja7@exemplo.com.br',
      '(11) 98765-4321',
      'Sim',
    ]);
    expect(r.amostras.get('Padaria São João Ção 000042')?.slice(1)).toEqual(['20.000.000/0000-42', 'loja42@exemplo.com.br', '(11) 98765-4321', 'Sim']);
    // What stays reachable while it streams (measured 2.2–2.5 MB on Node 20 and 24, both engines): holding the
    // file (about 9 MB of text, at least as much as a JS string) or its 100,000 rows as objects would not pass.
    expect(r.picoHeapMb).toBeLessThan(8);
  });

  it('exports only the rows the filter and the search match', async () => {
    const where = { andWhere: [{ campo: 'ativo', operador: '=', valor: 'false' }], orWhere: [{ campo: 'nome', operador: 'ilike', valor: '%o 0001%' }] };
    const r = await exportar(admin, 'contratantes', where, (c) => c[0]);
    // Inactive (i % 10 == 0) and named '… 0001xx': i = 100, 110, …, 190.
    expect([...r.amostras.keys()].sort()).toEqual(Array.from({ length: 10 }, (_, k) => `Padaria São João Ção 000${100 + k * 10}`));
    expect(r.amostras.get('Padaria São João Ção 000100')?.[4]).toBe('Não');
  });

  it("keeps a partner to its own contratante's rows whatever it asks", async () => {
    const r = await exportar(alfa.token, 'contratantes', undefined, (c) => c[0]);
    expect(r.linhas).toBe(1);
    expect([...r.amostras.keys()]).toEqual(['Alfa Ltda']);
    const outro = await exportar(alfa.token, 'usuarios', { andWhere: [{ campo: 'contratanteId', operador: '=', valor: String(beta.contratanteId) }] });
    expect(outro.linhas).toBe(0);
    const usuarios = await exportar(alfa.token, 'usuarios', undefined, (c) => c[1]);
    expect([...usuarios.amostras.keys()]).toEqual([alfa.email]);
  });

  it('answers 401 without a valid ticket and 400 for a filter the lists refuse', async () => {
    expect((await fetch(`${t.url}/api/v1/exportar/contratantes?ticket=x`)).status).toBe(401);
    expect((await fetch(`${t.url}/api/v1/exportar`)).status).toBe(401);
    // A session token is not a link ticket.
    expect((await fetch(`${t.url}/api/v1/exportar/contratantes?ticket=${admin}`)).status).toBe(401);
    const ruim = await fetch(
      `${t.url}/api/v1/exportar/contratantes?ticket=${await ticket(admin)}&where=${encodeURIComponent('{"andWhere":[{"campo":"passwordHash","operador":"=","valor":"x"}]}')}`,
    );
    expect(ruim.status).toBe(400);
    expect(((await ruim.json()) as { erro: string }).erro).toBe('O campo "passwordHash" não pode ser usado em filtros ou ordenação.');
    const malformado = await fetch(`${t.url}/api/v1/exportar/contratantes?ticket=${await ticket(admin)}&where=%7Bx`);
    expect(malformado.status).toBe(400);
    expect((await fetch(`${t.url}/api/v1/exportar/senhas?ticket=${await ticket(admin)}`)).status).toBe(404);
  });
});
