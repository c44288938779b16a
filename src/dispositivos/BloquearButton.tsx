import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { MSG } from '../../common/messages';
import { ACTIONS, SUBJECTS } from '../../common/permissions';
import type { AppDataProvider } from '../providers/dataProvider';
import { useAppAbility } from '../providers/useAppAbility';
import { ConfirmaBloqueio } from './ConfirmaBloqueio';

/**
 * 'Bloquear Dispositivo' (docs/produto.md §2, §4): asks first, cannot be undone in the product, and is
 * disabled once the device is blocked.
 */
export function BloquearButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The server blocks with INATIVAR on the device (rows of the user's contratante only).
  const allowed = useAppAbility().can(ACTIONS.INATIVAR, SUBJECTS.MOBILE_DISPOSITIVO);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record || !allowed) return null;

  const block = async () => {
    setPending(true);
    try {
      await dataProvider.bloqueiaMobileDispositivo(Number(record.id));
      notify(MSG.dispositivoBloqueado, { type: 'success' });
      refresh();
    } catch {
      notify(MSG.erroBloquearDispositivo, { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button size="small" color="error" startIcon={<BlockIcon />} disabled={Boolean(record.bloqueado)} onClick={() => setOpen(true)}>
        {translate('app.action.bloquear_dispositivo')}
      </Button>
      <ConfirmaBloqueio isOpen={open} loading={pending} onConfirm={block} onClose={() => setOpen(false)} />
    </>
  );
}
