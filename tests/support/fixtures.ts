import { cnpjFrom } from './documents';
import type { TestApp } from './testApp';

export interface Partner {
  contratanteId: number;
  usuarioId: number;
  email: string;
  password: string;
  token: string;
}

let sequence = 0;

/** A contratante (type J) with one partner administrator, created through the API by the provider admin. */
export async function createPartner(t: TestApp, adminToken: string, name: string): Promise<Partner> {
  sequence += 1;
  const contratante = await t.gql<{ createUpdateContratante: { id: number } }>(
    'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
    {
      i: {
        tipoEmpresa: 'J',
        docFederal: cnpjFrom((Date.now() % 1000000) + sequence * 7919),
        nome: `${name} Ltda`,
        email: `contato@${name.toLowerCase()}.com.br`,
        telefone: '1134567890',
        cidadeId: 3550308,
      },
    },
    adminToken,
  );
  if (!contratante.data) throw new Error(JSON.stringify(contratante.errors));
  const contratanteId = contratante.data.createUpdateContratante.id;
  const email = `admin@${name.toLowerCase()}.com.br`;
  const password = `Senha#${name}1`;
  const usuario = await t.gql<{ createUsuario: { id: number } }>(
    'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
    { i: { nome: `Admin ${name}`, email, password, passwordConfirmacao: password, contratanteId } },
    adminToken,
  );
  if (!usuario.data) throw new Error(JSON.stringify(usuario.errors));
  return { contratanteId, usuarioId: usuario.data.createUsuario.id, email, password, token: await t.login(email, password) };
}

/** A branch created through the API by whoever holds the token. */
export async function createFilial(t: TestApp, token: string, nome: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await t.gql<{ createUpdatMobileFilial: { id: number } }>(
    'mutation($i: MobileFilialInput!) { createUpdatMobileFilial(input: $i) { id } }',
    { i: { nome, tipoDocFederal: 'J', docFederal: '11222333000181', ...extra } },
    token,
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.createUpdatMobileFilial.id;
}

/** A device row as the phone's activation would leave it (the device API has its own tests). */
export async function insertDevice(t: TestApp, filialId: number, uuid: string, extra: Record<string, unknown> = {}): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.app.db.kysely
    .insertInto('mobile_dispositivo')
    .values({
      uuid,
      dispositivo: 'Moto G',
      plataforma: 'Android',
      versaoApp: '1.0.0',
      dataAtivacao: now,
      dataUltimoAcesso: now,
      ativo: 1,
      bloqueado: 0,
      whitelisted: 0,
      tokenHash: null,
      filialId,
      apelido: null,
      email: null,
      telefone: null,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
