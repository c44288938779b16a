import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { useBasename, useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/** The row's edit button, to a docs/produto.md §2 route (e.g. `cadastro_usuario/${id}`), not react-admin's own. */
export function EditLink({ to }: { to: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('ra.action.edit');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`${basename}/${to(record)}`} aria-label={label} size="small" color="primary" onClick={(e) => e.stopPropagation()}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
