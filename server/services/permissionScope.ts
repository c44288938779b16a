import { rulesToCondition } from '@casl/ability/extra';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Action, AppAbility, Subject } from '../../common/permissions';

type Eb = ExpressionBuilder<never, never>;
export type Scope = (eb: Eb) => Expression<SqlBool>;

const ALL: Scope = () => sql<SqlBool>`1 = 1`;

/**
 * The rows an ability may touch for an action, as SQL: null when none, otherwise a condition built
 * from the CASL rules (equality conditions such as {contratanteId: 7}). `columns` maps a condition's
 * field to its column; an unknown field or operator matches nothing, so a rule never widens access.
 */
export function scopeOf(ability: AppAbility, action: Action, subject: Subject, columns: Record<string, string>): Scope | null {
  const equalities = (conditions: Record<string, unknown> | undefined): Scope => {
    if (!conditions) return ALL;
    return (eb) =>
      eb.and(
        Object.entries(conditions).map(([field, value]) =>
          columns[field] && (typeof value !== 'object' || value === null) ? sql<SqlBool>`${sql.ref(columns[field])} = ${value}` : sql<SqlBool>`1 = 0`,
        ),
      );
  };
  return rulesToCondition<AppAbility, Scope, Scope>(
    ability.rulesFor(action, subject),
    (rule) => {
      const match = equalities(rule.conditions as Record<string, unknown> | undefined);
      return rule.inverted ? (eb) => eb.not(match(eb)) : match;
    },
    {
      and: (parts) => (eb) => eb.and(parts.map((p) => p(eb))),
      or: (parts) => (eb) => eb.or(parts.map((p) => p(eb))),
      empty: () => ALL,
    },
  );
}
