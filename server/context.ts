import type { AppAbility } from '../common/permissions';
import type { LoggedUser } from './auth/session';
import type { Config } from './config';
import { unauthenticated } from './errors';
import type { Services } from './services';
import { batchLoader } from './services/batchLoader';
import type { CidadeRow } from './services/cidades';

export interface AppContext {
  config: Config;
  services: Services;
  usuario: LoggedUser | null;
  ability: AppAbility;
  tokenRejected: boolean;
  clientAddress: string;
  cidades: (id: number) => Promise<CidadeRow | undefined>;
}

export function perRequestLoaders(services: Services) {
  return { cidades: batchLoader((ids: readonly number[]) => services.cidades.byIds(ids)) };
}

/** The logged user of a protected resolver (the auth guard already refused anonymous requests). */
export function actor(ctx: AppContext): LoggedUser {
  if (!ctx.usuario) throw unauthenticated();
  return ctx.usuario;
}
