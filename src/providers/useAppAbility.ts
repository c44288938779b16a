import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { buildAbility, type AppAbility, type PermissionRule } from '../../common/permissions';

/** The logged user's CASL ability (the same rules the server enforces), for what a page shows. */
export function useAppAbility(): AppAbility {
  const { permissions } = usePermissions<PermissionRule[]>();
  return useMemo(() => buildAbility(permissions ?? []), [permissions]);
}
