import { MSG } from '../../common/messages';
import { validateDatabase, type DatabaseConfig } from '../../common/validation/database';

/** docs/produto.md §5 Database rules (shared with the server) plus the branch it belongs to. */
export const validateDatabaseForm = (editing: boolean) => (values: DatabaseConfig & { filialId?: number | null }) => ({
  ...(values.filialId ? {} : { filialId: MSG.filialRequerida }),
  ...validateDatabase(values, editing),
});
