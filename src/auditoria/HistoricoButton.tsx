import HistoryIcon from '@mui/icons-material/History';
import { Button, TopToolbar, useBasename, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EntidadeAuditoria } from '../../common/auditoria';
import { AUDITORIA_PATH, historicoPath } from './paths';

/** 'Histórico': the Auditoria page filtered to this record, for who may read the audit trail. */
export function HistoricoButton({ entidade, id }: { entidade: EntidadeAuditoria; id: string | number }) {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ action: 'list', resource: AUDITORIA_PATH });
  if (!canAccess) return null;
  return <Button component={Link} to={`${basename}${historicoPath(entidade, id)}`} label="app.auditoria.historico" startIcon={<HistoryIcon />} />;
}

/** The edit pages' top toolbar, holding the history link. */
export function HistoricoActions(props: { entidade: EntidadeAuditoria; id: string | number }) {
  return (
    <TopToolbar>
      <HistoricoButton {...props} />
    </TopToolbar>
  );
}
