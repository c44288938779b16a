import { useState } from 'react';
import { Button } from '@mui/material';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { useRecordContext, useTranslate } from 'react-admin';
import { AbrirGerenciadorButton } from './AbrirGerenciadorButton';
import { QrCodeDialog } from './QrCodeDialog';

/** 'Gerar QrCode': opens the 'Código QRCode' modal of the row's branch. */
export function QrCodeButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record?.identificadorApp) return null;
  return (
    <>
      <Button size="small" startIcon={<QrCodeIcon />} onClick={() => setOpen(true)}>
        {translate('app.action.gerar_qrcode')}
      </Button>
      {open && <QrCodeDialog identificadorApp={String(record.identificadorApp)} onClose={() => setOpen(false)} />}
    </>
  );
}

/** 'Gerenciador': the branch's manager area in a new tab, which this tab hands its session to (session/handoff.ts). */
export function GerenciadorButton() {
  const record = useRecordContext();
  return record ? <AbrirGerenciadorButton filialId={record.id} label="app.action.gerenciador" /> : null;
}
