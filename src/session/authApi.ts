import { CreateTokenDocument, UsuarioEmailExisteDocument } from '../graphql/sessao';
import { graphqlFetch } from './graphqlFetch';
import { saveSession } from './sessionStore';
import { sessionFromPayload } from './storage';
import type { AuthPayload, Session } from './types';

export interface LoginParams {
  email: string;
  password: string;
  permaneceLogado: boolean;
}

/** Whether an active user has this e-mail (checked while the user types on /login). */
export async function emailExists(email: string): Promise<boolean> {
  const data = await graphqlFetch(UsuarioEmailExisteDocument, { email: email.trim() });
  return data.usuarioEmailExiste;
}

/** createToken: the token and the logged user. Throws the server's message (e.g. 'Email ou senha inválidos'). */
export async function requestToken({ email, password, permaneceLogado }: LoginParams): Promise<AuthPayload> {
  const data = await graphqlFetch(CreateTokenDocument, { email: email.trim(), password, permaneceLogado });
  return data.createToken;
}

/** Stores the session (localStorage when permaneceLogado, otherwise this tab only). */
export function startSession(payload: AuthPayload, permaneceLogado: boolean): Session {
  const session = sessionFromPayload(payload);
  saveSession(session, permaneceLogado);
  return session;
}

/** requestToken then startSession: what authProvider.login does. */
export async function login(params: LoginParams): Promise<Session> {
  return startSession(await requestToken(params), params.permaneceLogado);
}
