import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { configuracaoPadrao } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { WS_PATH, type Mensagem } from '../../common/protocolo';
import { ConexaoHub } from '../../agent/conexao';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const SENHA_ERP = 'Senha!DoErp';
const SALVAR_FILIAL = 'mutation($i: MobileFilialInput!) { createUpdatMobileFilial(input: $i) { id ativo } }';

/** The upgrade's answer: 101 and an open socket, or the refusal's status and JSON body. */
function conectar(url: string, token: string): Promise<{ status: number; corpo?: { erro?: string }; socket?: WebSocket }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + WS_PATH, { headers: { authorization: `Bearer ${token}` } });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_req, res) => {
      let corpo = '';
      res.setEncoding('utf8');
      res.on('data', (parte: string) => (corpo += parte));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, corpo: JSON.parse(corpo) });
        socket.terminate();
      });
    });
    socket.once('error', (erro) => reject(erro));
  });
}

/** Asks the hub for the agent's configuration, as the agent does on connecting. */
function pedirConfiguracao(socket: WebSocket): Promise<Mensagem> {
  return new Promise((resolve) => {
    socket.on('message', (dados) => {
      const m = JSON.parse(String(dados)) as Mensagem;
      if (m.id === 'cfg') resolve(m);
    });
    socket.send(JSON.stringify({ id: 'cfg', type: 'configuracao', payload: {} }));
  });
}

describe.skipIf(postgresUnavailable())(`the agent of an inactive branch (${testEngine})`, { timeout: 30_000 }, () => {
  let t: TestApp;
  let admin: string;
  let serie = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  /** A branch with a saved ERP password and an agent token. */
  async function filialComAgente(nome: string): Promise<{ filialId: number; token: string; partner: Partner }> {
    serie += 1;
    const partner = await createPartner(t, admin, `Inativa${serie}`);
    const filialId = await createFilial(t, partner.token, nome);
    const cfg = await t.gql(
      'mutation($i: MobileFilialConfiguracaoInput!) { createUpdateMobileFilialConfiguracao(input: $i) { id } }',
      {
        i: {
          filialId,
          tipo: 'configuracaoIntegracao',
          dados: JSON.stringify({
            ...configuracaoPadrao('configuracaoIntegracao').dados,
            tipoIntegracao: 'postgres',
            database: 'erp',
            username: 'erp',
            password: SENHA_ERP,
            hostname: 'db',
            porta: 5432,
          }),
        },
      },
      partner.token,
    );
    expect(cfg.errors).toBeUndefined();
    const r = await t.gql<{ gerarTokenGerenciador: string }>('mutation($f: Int!) { gerarTokenGerenciador(filialId: $f) }', { f: filialId }, partner.token);
    return { filialId, token: r.data!.gerarTokenGerenciador, partner };
  }

  const inativar = (partner: Partner, filialId: number, nome: string) =>
    t.gql(SALVAR_FILIAL, { i: { id: filialId, nome, tipoDocFederal: 'J', docFederal: '11222333000181', ativo: false } }, partner.token);

  it('an active branch’s agent connects and gets its configuration (the control case)', async () => {
    const { token } = await filialComAgente('Filial Ativa');
    const { status, socket } = await conectar(t.url, token);
    expect(status).toBe(101);
    const resposta = await pedirConfiguracao(socket!);
    expect(JSON.stringify(resposta.payload)).toContain(SENHA_ERP);
    socket!.close();
  });

  it('is refused with 403 and a Portuguese message, and never receives the ERP password', async () => {
    const { filialId, token, partner } = await filialComAgente('Filial Desligada');
    expect((await inativar(partner, filialId, 'Filial Desligada')).errors).toBeUndefined();
    const recusa = await conectar(t.url, token);
    expect(recusa.status).toBe(403);
    expect(recusa.corpo).toEqual({ erro: MSG.gerenciadorFilialInativa });
    expect(recusa.socket).toBeUndefined();
  });

  it('an agent connected when the branch is made inactive is cut off, and reconnecting is refused', async () => {
    const { filialId, token, partner } = await filialComAgente('Filial Em Uso');
    const { socket } = await conectar(t.url, token);
    const fechado = new Promise<number>((resolve) => socket!.once('close', (code) => resolve(code)));
    expect((await inativar(partner, filialId, 'Filial Em Uso')).errors).toBeUndefined();
    expect(await fechado).toBe(4001);
    // Reconnecting is refused too.
    const semSegredo = await conectar(t.url, token);
    expect(semSegredo.status).toBe(403);
  });

  it('a branch of an inactive contratante counts as inactive', async () => {
    const outro = await createPartner(t, admin, 'Suspensa');
    const filialId = await createFilial(t, outro.token, 'Filial Suspensa');
    const token = (await t.gql<{ gerarTokenGerenciador: string }>('mutation($f: Int!) { gerarTokenGerenciador(filialId: $f) }', { f: filialId }, outro.token))
      .data!.gerarTokenGerenciador;
    const contratante = await t.app.db.kysely.selectFrom('contratante').selectAll().where('id', '=', outro.contratanteId).executeTakeFirstOrThrow();
    const r = await t.gql(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id ativo } }',
      {
        i: {
          id: contratante.id,
          nome: contratante.nome,
          email: contratante.email,
          telefone: contratante.telefone,
          cidadeId: contratante.cidadeId,
          ativo: false,
        },
      },
      admin,
    );
    expect(r.errors).toBeUndefined();
    expect((await conectar(t.url, token)).status).toBe(403);
  });

  it('the agent program reports the hub’s reason in Portuguese', async () => {
    const { filialId, token, partner } = await filialComAgente('Filial Do Programa');
    await inativar(partner, filialId, 'Filial Do Programa');
    const conexao = new ConexaoHub(
      t.url,
      token,
      () => ({ versao: 'teste', hostname: 'teste' }),
      async () => null,
    );
    const falha = new Promise<Error>((resolve) => conexao.once('falha', resolve));
    conexao.iniciar();
    try {
      expect((await falha).message).toBe(MSG.gerenciadorFilialInativa);
    } finally {
      conexao.encerrar();
    }
  });
});
