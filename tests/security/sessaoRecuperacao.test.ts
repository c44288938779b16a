import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { outboxDir } from '../../server/mail/mailer';
import { createFilial } from '../support/fixtures';
import { autologinLink, readOutbox } from '../support/mailbox';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const AUTOLOGIN = 'mutation($t: String!) { createTokenAutoLogin(tempToken: $t) { token acao } }';

describe.skipIf(postgresUnavailable())(`a recovery session is good only for the new password, over REST too (${testEngine})`, () => {
  let t: TestApp;
  let recuperacao: string;
  let normal: string;
  beforeAll(async () => {
    t = await startTestApp();
    normal = await t.login(ADMIN.email, ADMIN.password);
    // The downloads are for who can see some branch.
    const contratante = await t.gql<{ createUpdateContratante: { id: number } }>(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
      {
        i: {
          tipoEmpresa: 'J',
          docFederal: '11222333000181',
          nome: 'Com Filial Ltda',
          email: 'contato@comfilial.com.br',
          telefone: '1134567890',
          cidadeId: 3550308,
        },
      },
      normal,
    );
    await createFilial(t, normal, 'Filial Qualquer', { contratanteId: contratante.data!.createUpdateContratante.id });
    expect((await t.gql('query($e: String!) { usuarioRecuperarSenha(email: $e) }', { e: ADMIN.email })).errors).toBeUndefined();
    const mails = readOutbox(outboxDir(t.config));
    const tempToken = autologinLink(mails[mails.length - 1]).split('/autologin/')[1];
    const r = await t.gql<{ createTokenAutoLogin: { token: string; acao: string } }>(AUTOLOGIN, { t: tempToken });
    expect(r.data?.createTokenAutoLogin.acao).toBe('RECUPERAR_SENHA');
    recuperacao = r.data!.createTokenAutoLogin.token;
  });
  afterAll(() => t?.close());

  const get = (path: string, token: string) => fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it('GraphQL refuses it for anything else (as before)', async () => {
    const r = await t.gql('{ usuariosCount }', {}, recuperacao);
    expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it.each(['/api/v1/contratante/gerenciador-status', '/api/v1/contratante/consulta-cnpj/11222333000181', '/api/v1/downloads'])(
    'REST %s answers 403 with the reason',
    async (path) => {
      const resposta = await get(path, recuperacao);
      expect(resposta.status).toBe(403);
      expect(await resposta.json()).toEqual({ erro: MSG.sessaoRecuperacaoRestrita });
    },
  );

  it('an ordinary session still gets the home cards and the download ticket', async () => {
    expect((await get('/api/v1/contratante/gerenciador-status', normal)).status).toBe(200);
    const downloads = await get('/api/v1/downloads', normal);
    expect(downloads.status).toBe(200);
    expect((await downloads.json()).ticket).toEqual(expect.any(String));
  });
});
