import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify } from 'react-admin';
import { MSG } from '../../common/messages';
import { exportarCsv } from './exportarCsv';

/**
 * 'Exportar': every row of the list that matches its search and filters (not only the page), as a
 * CSV the server writes as it reads. `filter` is the list's fixed filter (the branch of a device list).
 */
export function ExportarButton({ filter = {} }: { filter?: Record<string, unknown> }) {
  const { resource, filterValues, total } = useListContext();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const exportar = async () => {
    setPending(true);
    try {
      await exportarCsv(resource, { ...filterValues, ...filter });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : MSG.erroExportar, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  // The icon as the child: react-admin shows it alone (named by the label) on a phone.
  return (
    <Button label="app.action.exportar" onClick={exportar} disabled={pending || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
