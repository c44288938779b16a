import { createAliasResolver, createMongoAbility, subject as asSubject, type MongoAbility } from '@casl/ability';
import { ACTIONS, CONCRETE_ACTIONS, type Action, type PermissionRule, type Subject } from './catalog';

export type AppAbility = MongoAbility<[Action, Subject | 'all' | ReturnType<typeof asSubject>]>;

const resolveAction = createAliasResolver({ [ACTIONS.TODOS]: CONCRETE_ACTIONS });

/** Builds the ability the server and the browser both check; TODOS expands to every action. */
export function buildAbility(rules: PermissionRule[]): AppAbility {
  return createMongoAbility(rules as never, { resolveAction }) as AppAbility;
}

/** Parses usuario.caslRules; anything unreadable grants nothing. */
export function parseRules(text: string | null | undefined): PermissionRule[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as PermissionRule[]) : [];
  } catch {
    return [];
  }
}

/** Wraps a plain row so that rule conditions (e.g. contratanteId) are checked against it. */
export function row<T extends object>(type: Subject, data: T) {
  return asSubject(type, { ...data });
}

/** True when the ability holds at least one of the actions on the subject type (sidebar, routes). */
export function canAny(ability: AppAbility, actions: Action[], type: Subject): boolean {
  return actions.some((action) => ability.can(action, type));
}
