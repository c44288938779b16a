import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { esperar } from '../support/agenteFixtures';
import { montarDiscoPequeno, type DiscoPequeno } from '../support/discoPequeno';
import { falta } from '../support/requisitos';
import { lancarServidor, portaLivre, type ServidorProcesso } from '../support/servidorProcesso';
import { ADMIN } from '../support/testApp';
import { createTestDatabase, testEngine, type TestDatabase } from '../support/testDatabase';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

const RECUPERAR = 'query($e: String!) { usuarioRecuperarSenha(email: $e) }';
const NOVO_USUARIO = 'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }';

/**
 * The server's DATA_DIR on a disk that fills up (docs/operacao.md, "Disco cheio"): on SQLite it holds
 * the database, on both engines the e-mail outbox and the generated secret. Writes are refused with
 * a 503 that says the server's disk is full, reads go on, the process stays up, nothing acknowledged
 * is lost or damaged, and everything works again by itself once there is space.
 */
describe(`disco cheio no DATA_DIR do servidor (${testEngine})`, { timeout: 120_000 }, () => {
  const pular = falta('montagem', 'disco cheio (um tmpfs pequeno)') || (testEngine === 'postgres' && falta('postgres', 'disco cheio com PostgreSQL'));
  let disco: DiscoPequeno;
  let banco: TestDatabase | null = null;
  let servidor: ServidorProcesso;
  let c: CenarioMobile;
  let fone: TelefoneSimulado;
  const aceitos: string[] = [];

  beforeAll(async () => {
    if (pular) return;
    disco = await montarDiscoPequeno(24);
    mkdirSync(join(disco.pasta, 'primeira-partida'));
    banco = testEngine === 'postgres' ? await createTestDatabase() : null;
    servidor = await lancarServidor({
      databaseUrl: banco?.url ?? `sqlite://${join(disco.pasta, 'forcavendas.sqlite')}`,
      dataDir: disco.pasta,
      env: { LOG_LEVEL: 'warn' },
    });
    c = await criarCenario(servidor.comoTestApp(), 'DiscoCheio');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('V01', 'ana', 'senha123')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    fone = await c.vendedorLogado('ana', 'senha123');
  });

  afterAll(async () => {
    await servidor?.parar();
    await banco?.drop();
    await disco?.desmontar();
  });

  const postar = async () => {
    const pedido = montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]);
    const r = await fetch(`${servidor.url}/api/v1/mobile/pedidos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fone.token}` },
      body: JSON.stringify(pedido),
    });
    const resposta = { status: r.status, tenteEm: r.headers.get('retry-after'), corpo: (await r.json()) as Record<string, unknown> };
    if (r.status === 200) aceitos.push(pedido.uuid);
    return resposta;
  };
  const recuperar = () => servidor.gql<{ usuarioRecuperarSenha: boolean }>(RECUPERAR, { e: c.partner.email });
  const emails = () => readdirSync(join(disco.pasta, 'outbox'), { withFileTypes: true }).map((f) => f.name);
  const discoCheio = { status: 503, tenteEm: '30', corpo: { erro: MSG.discoCheioServidor, codigo: 'SERVICO_INDISPONIVEL' } };

  it.skipIf(pular)('refuses writes with 503 and says the disk is full, keeps serving reads, loses nothing, and resumes by itself', async () => {
    for (let i = 0; i < 5; i++) expect((await postar()).status).toBe(200);
    expect((await recuperar()).data?.usuarioRecuperarSenha).toBe(true);
    const emailsAntes = emails();

    disco.encher();
    if (testEngine === 'sqlite') {
      // What SQLite still had room for (a page of its log) is taken and acknowledged; then a 503.
      const recusa = await esperar(postar, (r) => r.status !== 200, 30_000);
      expect(recusa).toEqual(discoCheio);
      const usuarioNovo = await servidor.gql(
        NOVO_USUARIO,
        {
          i: {
            nome: 'Sem Espaço',
            email: 'sem.espaco@discocheio.com.br',
            password: 'Senha#Espaco1',
            passwordConfirmacao: 'Senha#Espaco1',
            contratanteId: c.partner.contratanteId,
          },
        },
        c.partner.token,
      );
      expect(usuarioNovo).toMatchObject({ status: 503, errors: [{ message: MSG.discoCheioServidor, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
    } else {
      // The database is elsewhere: the phones go on.
      expect((await postar()).status).toBe(200);
    }
    // The recovery e-mail cannot be kept: said so, and no cut .eml is left in the outbox.
    const recuperacao = await recuperar();
    expect(recuperacao).toMatchObject({ status: 503, errors: [{ message: MSG.discoCheioServidor }] });
    expect(emails()).toEqual(emailsAntes);

    // Reads and logins go on; the process is up.
    expect((await fone.configuracao()).status).toBe(200);
    expect((await fone.puxar('produto')).status).toBe(200);
    expect(await servidor.login(ADMIN.email, ADMIN.password)).toBeTruthy();
    expect((await fetch(`${servidor.url}/readyz`)).status).toBe(200);
    expect(servidor.processo.exitCode).toBeNull();

    disco.liberar();
    expect(await esperar(postar, (r) => r.status === 200, 30_000)).toMatchObject({ status: 200, corpo: { situacao: 'pendente' } });
    expect((await recuperar()).data?.usuarioRecuperarSenha).toBe(true);
    expect(emails().filter((f) => f.endsWith('.eml'))).toHaveLength(emailsAntes.length + 1);

    // Every order acknowledged is there, once, and the file is sound.
    const guardados = await servidor.db.kysely.selectFrom('mobile_registro').select('uuid').where('filialId', '=', c.filialId).execute();
    expect(guardados.map((g) => g.uuid).sort()).toEqual([...aceitos].sort());
    for (const uuid of aceitos) expect((await fone.situacao('pedidos', uuid)).corpo).toMatchObject({ uuid, situacao: 'pendente' });
    if (testEngine === 'sqlite')
      expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(servidor.db.kysely)).rows).toEqual([{ integrity_check: 'ok' }]);
  });

  it.skipIf(pular)('a first start on a full disk stops with a Portuguese message and leaves no secret behind', async () => {
    const pasta = join(disco.pasta, 'primeira-partida');
    disco.encher();
    try {
      const porta = await portaLivre();
      const processo = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(porta),
          DATA_DIR: pasta,
          DATABASE_URL: banco?.url ?? `sqlite://${join(pasta, 'forcavendas.sqlite')}`,
          APP_SECRET: '',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let saida = '';
      processo.stdout!.setEncoding('utf8').on('data', (p: string) => (saida += p));
      processo.stderr!.setEncoding('utf8').on('data', (p: string) => (saida += p));
      const codigo = await new Promise<number | null>((resolve) => processo.once('exit', resolve));
      expect(codigo).toBe(1);
      expect(saida).toContain(`O disco de DATA_DIR (${pasta}) está cheio`);
      expect(readdirSync(pasta)).toEqual([]);
    } finally {
      disco.liberar();
    }
  });
});
