import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { montarPedido, TelefoneSimulado } from '../../scripts/device';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

// Digests of 'Senha@2024' as ERPs store them: `printf 'Senha@2024' | md5sum` / `sha1sum`; SQL Server's HASHBYTES shows upper case with 0x.
const MD5 = '07f2cf7f21d2d6001ef10c225fd90dcc';
const SHA1 = 'b84db76a94cf3db2afb59b74354f85d437673d67';
const SENHA = 'Senha@2024';

const vendedor = (id: string, login: string, password: string | undefined, extra: Record<string, unknown> = {}) => {
  const u = usuario(id, login, '', extra);
  if (password === undefined) delete u.dados.password;
  else u.dados.password = password;
  return u;
};

describe.skipIf(postgresUnavailable())('login do vendedor no aparelho', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it.each([
    ['texto', SENHA, 'senha@2024'],
    ['md5', MD5, 'Senha@2025'],
    ['md5', `0x${MD5.toUpperCase()}`, 'senha@2024'],
    ['sha1', SHA1.toUpperCase(), 'Senha@2024 '],
  ])('%s: the typed password against the ERP’s %s', async (tipo, armazenada, errada) => {
    const c = await criarCenario(t, `Senha${tipo}`, { basica: { tipoValidacaoCampoSenhaUsuario: tipo } });
    await c.sincronizar('configuracaoDadosUsuario', [vendedor('7', 'Carlos', armazenada, { email: 'carlos@erp.com.br' })]);
    const fone = await c.telefone();
    expect(await fone.login('carlos', errada)).toEqual({ status: 401, corpo: { erro: 'Login ou senha inválidos.', codigo: 'LOGIN_INVALIDO' } });
    const r = await fone.login(' carlos ', SENHA);
    expect(r).toEqual({
      status: 200,
      corpo: {
        token: expect.any(String),
        senhaCriada: false,
        vendedor: {
          usuarioIdentificador: '7',
          nome: 'Vendedor Carlos',
          login: 'Carlos',
          email: 'carlos@erp.com.br',
          visualizaTodosPedidos: false,
          administraSenhas: false,
          naoFazPedido: false,
        },
      },
    });
    expect((await fone.configuracao()).corpo.vendedor).toMatchObject({ usuarioIdentificador: '7' });
  });

  it('login fields are required; nothing but strings is accepted', async () => {
    const c = await criarCenario(t, 'Campos');
    const fone = await c.telefone();
    expect(await fone.chamar('POST', '/login', { login: ['x'], senha: 5 })).toEqual({
      status: 400,
      corpo: {
        erro: 'O login é requerido.\nA senha é requerida.',
        codigo: 'DADOS_INVALIDOS',
        campos: { login: 'O login é requerido.', senha: 'A senha é requerida.' },
      },
    });
  });

  it('criadaApp: the first login sets the password, slow-hashed on the server; an administraSenhas seller clears it', async () => {
    const c = await criarCenario(t, 'CriadaApp', { basica: { tipoValidacaoCampoSenhaUsuario: 'criadaApp' } });
    await c.sincronizar('configuracaoDadosUsuario', [
      vendedor('1', 'ana', undefined, { administraSenhas: true }),
      vendedor('2', 'bruno', undefined),
      vendedor('3', 'caio', undefined),
    ]);
    const foneAna = await c.telefone();
    expect(await foneAna.login('ana', '123')).toMatchObject({ status: 400, corpo: { erro: 'A senha deve ter no mínimo 6 caracteres.' } });
    expect((await foneAna.login('ana', 'minhaSenha1')).corpo).toMatchObject({ senhaCriada: true, vendedor: { administraSenhas: true } });
    const guardada = await t.app.db.kysely
      .selectFrom('mobile_vendedor_senha')
      .selectAll()
      .where('filialId', '=', c.filialId)
      .where('usuarioIdentificador', '=', '1')
      .executeTakeFirstOrThrow();
    expect(guardada.senhaHash).toMatch(/^\$argon2id\$/);
    expect(await c.dados.listar(c.filialId, 'configuracaoDadosUsuario')).not.toContainEqual(
      expect.objectContaining({ dados: expect.objectContaining({ password: expect.anything() }) }),
    );
    const outroFone = await c.telefone();
    expect((await outroFone.login('ana', 'outraSenha')).status).toBe(401);
    expect((await outroFone.login('ana', 'minhaSenha1')).corpo).toMatchObject({ senhaCriada: false });

    const foneBruno = await c.vendedorLogado('bruno', 'senhaBruno');
    expect(await foneBruno.chamar('POST', '/usuarios/3/limpar-senha')).toEqual({
      status: 403,
      corpo: { erro: 'O vendedor não tem permissão para administrar senhas.', codigo: 'SEM_PERMISSAO' },
    });
    expect(await foneAna.chamar('POST', '/usuarios/999/limpar-senha')).toMatchObject({ status: 404, corpo: { erro: 'Vendedor não encontrado na filial.' } });
    expect(await foneAna.chamar('POST', '/usuarios/2/limpar-senha')).toEqual({
      status: 200,
      corpo: { mensagem: 'Senha removida. O vendedor definirá uma nova senha no próximo login.' },
    });
    // Bruno's open session ends; his old password no longer exists; the next login sets a new one.
    expect(await foneBruno.puxar('produto')).toEqual({
      status: 401,
      corpo: { erro: 'A sessão do vendedor expirou. Faça o login novamente.', codigo: 'SESSAO_VENDEDOR_EXPIRADA' },
    });
    const novoFone = await c.telefone();
    expect((await novoFone.login('bruno', 'novaSenhaBruno')).corpo).toMatchObject({ senhaCriada: true });
    expect((await (await c.telefone()).login('bruno', 'senhaBruno')).status).toBe(401);
    // Clearing needs a seller session.
    expect((await (await c.telefone()).chamar('POST', '/usuarios/2/limpar-senha')).status).toBe(401);
  });

  it('clearing is for app-created passwords only', async () => {
    const c = await criarCenario(t, 'LimparMd5');
    await c.sincronizar('configuracaoDadosUsuario', [vendedor('1', 'ana', MD5, { administraSenhas: true }), vendedor('2', 'bruno', MD5)]);
    const fone = await c.vendedorLogado('ana', SENHA);
    expect(await fone.chamar('POST', '/usuarios/2/limpar-senha')).toEqual({
      status: 409,
      corpo: { erro: 'A filial não usa senhas criadas no aplicativo; a senha vem do ERP.', codigo: 'SENHA_NAO_CRIADA_APP' },
    });
  });

  it('inactive and removed sellers cannot log in, and a removed seller’s session ends', async () => {
    const c = await criarCenario(t, 'Inativo');
    await c.sincronizar('configuracaoDadosUsuario', [vendedor('1', 'ana', MD5, { ativo: false }), vendedor('2', 'bruno', MD5), vendedor('3', 'caio', MD5)]);
    await c.dados.marcarRemovidos(c.filialId, 'configuracaoDadosUsuario', ['2']);
    const fone = await c.telefone();
    expect(await fone.login('ana', SENHA)).toEqual({ status: 403, corpo: { erro: 'O vendedor está inativo.', codigo: 'VENDEDOR_INATIVO' } });
    expect((await fone.login('ana', 'errada')).status).toBe(401);
    expect((await fone.login('bruno', SENHA)).status).toBe(401);
    const caio = await c.vendedorLogado('caio', SENHA);
    expect((await caio.puxar('produto')).status).toBe(200);
    await c.dados.marcarRemovidos(c.filialId, 'configuracaoDadosUsuario', ['3']);
    expect((await caio.puxar('produto')).corpo).toMatchObject({ codigo: 'SESSAO_VENDEDOR_EXPIRADA' });
  });

  it('repeated failures are throttled, even with the right password afterwards', async () => {
    const c = await criarCenario(t, 'Throttle');
    await c.sincronizar('configuracaoDadosUsuario', [vendedor('1', 'ana', MD5)]);
    const fone = await c.telefone();
    for (let i = 0; i < 5; i++) expect((await fone.login('ana', `errada${i}`)).status).toBe(401);
    expect(await fone.login('ANA', SENHA)).toMatchObject({
      status: 429,
      corpo: { erro: 'Muitas tentativas de login. Tente novamente em 15 minutos.', codigo: 'MUITAS_TENTATIVAS' },
    });
  });
});

describe.skipIf(postgresUnavailable())('flags do vendedor: naoFazPedido, visualizaTodosPedidos, clientePorVendedor', () => {
  let t: TestApp;
  let c: CenarioMobile;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Flags', { basica: { utilizaOrdemServico: true, utilizaSituacaoPedido: true } });
    await c.sincronizar('configuracaoDadosUsuario', [
      usuario('10', 'dez', SENHA),
      usuario('20', 'vinte', SENHA),
      usuario('30', 'chefe', SENHA, { visualizaTodosPedidos: true }),
      usuario('40', 'estagiario', SENHA, { naoFazPedido: true }),
    ]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1')]);
    await c.sincronizar('configuracaoDadosServico', [
      { identificador: 'S1', dados: { servicoIdentificador: 'S1', descricao: 'Visita', valorUnitario: 50, ativo: true } },
    ]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C10', { usuarioIdentificador: '10' }), cliente('C20', { usuarioIdentificador: '20' })]);
  });
  afterAll(() => t?.close());

  const pedidoErp = (id: string, vendedorId: string) => ({
    identificador: id,
    dados: { pedidoIdentificador: id, clienteIdentificador: 'C10', usuarioIdentificador: vendedorId, dataPedido: '2026-01-05 10:00:00', valorTotal: 10 },
  });

  it('naoFazPedido: orders and service orders are refused with a message; nothing is stored', async () => {
    const fone = await c.vendedorLogado('estagiario', SENHA);
    const pedido = montarPedido('C10', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]);
    const recusa = { status: 403, corpo: { erro: 'O vendedor não tem permissão para fazer pedidos nem ordens de serviço.', codigo: 'NAO_FAZ_PEDIDO' } };
    expect(await fone.postar('pedidos', pedido)).toEqual(recusa);
    const os = {
      uuid: randomUUID(),
      clienteIdentificador: 'C10',
      dataOrdemServico: '2026-01-05 10:00',
      valorTotal: 50,
      itens: [{ tipoItem: 'S', servicoIdentificador: 'S1', quantidade: 1, valorUnitarioVenda: 50, valorTotal: 50 }],
    };
    expect(await fone.postar('ordens-servico', os)).toEqual(recusa);
    expect(await t.app.db.kysely.selectFrom('mobile_registro').select('id').where('uuid', 'in', [pedido.uuid, os.uuid]).execute()).toEqual([]);
    expect((await fone.postar('clientes', { uuid: randomUUID(), nome: 'Novo', tipoPessoa: 'F', docFederal: '52998224725' })).status).toBe(200);
    // The same orders from a seller without the flag are stored.
    const dez = await c.vendedorLogado('dez', SENHA);
    expect((await dez.postar('pedidos', pedido)).status).toBe(200);
    expect((await dez.postar('ordens-servico', os)).status).toBe(200);
  });

  it('visualizaTodosPedidos: without it a seller pulls only own orders and their status; with it, every seller’s', async () => {
    await c.sincronizar('configuracaoDadosPedido', [pedidoErp('E1', '10'), pedidoErp('E2', '20')]);
    const dez = await c.vendedorLogado('dez', SENHA);
    const vinte = await c.vendedorLogado('vinte', SENHA);
    const chefe = await c.vendedorLogado('chefe', SENHA);
    const deDez = await dez.puxar('pedido');
    expect(deDez.corpo.registros).toEqual([
      { identificador: 'E1', removido: false, dados: pedidoErp('E1', '10').dados },
      { identificador: 'E2', removido: true },
    ]);
    expect([...(await chefe.puxarTudo('pedido')).copia.keys()]).toEqual(['E1', 'E2']);

    // Status rows: of an ERP order, and of an order the seller posted (by the key the ERP gave it).
    const postado = montarPedido('C10', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]);
    await dez.postar('pedidos', postado);
    const registro = await c.registros.buscarPorUuid(c.filialId, 'pedido', postado.uuid);
    await c.registros.marcarIntegrado(c.filialId, registro!.id, 'E9');
    await c.sincronizar('configuracaoDadosSituacaoPedido', [
      { identificador: 'E1', dados: { pedidoIdentificador: 'E1', situacao: 'Faturado' } },
      { identificador: 'E2', dados: { pedidoIdentificador: 'E2', situacao: 'Aberto' } },
      { identificador: 'E9', dados: { pedidoIdentificador: 'E9', situacao: 'Separando' } },
    ]);
    expect([...(await dez.puxarTudo('situacao_pedido')).copia.keys()]).toEqual(['E1', 'E9']);
    expect([...(await vinte.puxarTudo('situacao_pedido')).copia.keys()]).toEqual(['E2']);
    expect([...(await chefe.puxarTudo('situacao_pedido')).copia.keys()]).toEqual(['E1', 'E2', 'E9']);

    // The state of a posted order: its seller and those who see every order.
    expect((await dez.situacao('pedidos', postado.uuid)).corpo).toMatchObject({ situacao: 'integrado', chaveErp: 'E9' });
    expect((await vinte.situacao('pedidos', postado.uuid)).status).toBe(404);
    expect((await chefe.situacao('pedidos', postado.uuid)).status).toBe(200);

    // Turning the flag on restarts the seller's pull with everything.
    const { cursor } = await vinte.puxarTudo('pedido');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('20', 'vinte', SENHA, { visualizaTodosPedidos: true })]);
    const depois = await vinte.puxar('pedido', cursor);
    expect(depois.corpo).toMatchObject({ reiniciar: true });
    expect(depois.corpo.registros.map((r) => r.identificador)).toEqual(['E1', 'E2']);
    expect((await vinte.situacao('pedidos', postado.uuid)).status).toBe(200);
  });

  it('orders and their status need a logged seller', async () => {
    const aparelho = await c.telefone();
    const tokenDoAparelho = aparelho.token;
    expect((await aparelho.login('dez', SENHA)).status).toBe(200);
    // The device's own token, once a seller has logged in on it: the catalogue, never a seller's orders.
    const semVendedor = new TelefoneSimulado(t.url, tokenDoAparelho, aparelho.uuid);
    for (const tipo of ['pedido', 'ordem_servico', 'situacao_pedido']) {
      expect(await semVendedor.puxar(tipo)).toEqual({
        status: 401,
        corpo: { erro: 'Faça o login do vendedor para continuar.', codigo: 'VENDEDOR_NAO_AUTENTICADO' },
      });
    }
    expect((await semVendedor.puxar('cliente')).status).toBe(200);
  });

  it('clientePorVendedor: a seller pulls only own customers and their receivables; a customer moved away leaves the phone', async () => {
    await c.sincronizar('configuracaoDadosContasReceber', [
      {
        identificador: 'R1',
        dados: { contaReceberIdentificador: 'R1', clienteIdentificador: 'C10', valor: 100, dataVencimento: '2026-02-01', situacao: 'aberto' },
      },
      {
        identificador: 'R2',
        dados: { contaReceberIdentificador: 'R2', clienteIdentificador: 'C20', valor: 200, dataVencimento: '2026-02-01', situacao: 'aberto' },
      },
    ]);
    const dez = await c.vendedorLogado('dez', SENHA);
    expect([...(await dez.puxarTudo('cliente')).copia.keys()]).toEqual(['C10', 'C20']);
    await c.configurar({ utilizaOrdemServico: true, utilizaSituacaoPedido: true, clientePorVendedor: true });
    expect((await (await c.telefone()).puxar('cliente')).status).toBe(401);
    const copia = new Map<string, Record<string, unknown>>();
    const { cursor } = await dez.puxarTudo('cliente', copia);
    expect([...copia.keys()]).toEqual(['C10']);
    expect([...(await dez.puxarTudo('contas_receber')).copia.keys()]).toEqual(['R1']);
    expect([...(await (await c.vendedorLogado('vinte', SENHA)).puxarTudo('cliente')).copia.keys()]).toEqual(['C20']);

    await c.sincronizar('configuracaoDadosCliente', [cliente('C10', { usuarioIdentificador: '20' }), cliente('C20', { usuarioIdentificador: '10' })]);
    const mudancas = await dez.puxar('cliente', cursor);
    expect(mudancas.corpo.registros).toEqual([
      { identificador: 'C10', removido: true },
      { identificador: 'C20', removido: false, dados: cliente('C20', { usuarioIdentificador: '10' }).dados },
    ]);
  });

  it('a device pulls nothing of the branch until a seller logs in on it; then its own token pulls the catalogue', async () => {
    const aparelho = new TelefoneSimulado(t.url);
    await aparelho.ativar({ identificadorApp: c.identificadorApp });
    const tokenDoAparelho = aparelho.token;
    const recusa = {
      status: 401,
      corpo: { erro: 'Faça o login de um vendedor da filial neste aparelho para receber os dados.', codigo: 'VENDEDOR_NAO_AUTENTICADO' },
    };
    expect(await aparelho.puxar('produto')).toEqual(recusa);
    expect((await aparelho.configuracao()).corpo).toMatchObject({ vendedor: null, basica: null, tipos: [] });
    expect((await aparelho.login('vinte', 'errada')).status).toBe(401);
    expect(await aparelho.puxar('produto')).toEqual(recusa);
    expect((await aparelho.login('vinte', SENHA)).status).toBe(200);
    const soAparelho = new TelefoneSimulado(t.url, tokenDoAparelho, aparelho.uuid);
    expect((await soAparelho.puxar('produto')).corpo.registros).toHaveLength(1);
    expect((await soAparelho.configuracao()).corpo).toMatchObject({ vendedor: null, basica: { utilizaOrdemServico: true } });
  });
});
