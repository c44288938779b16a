import { useState } from 'react';
import { Button } from '@mui/material';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useBasename, useRecordContext, useTranslate } from 'react-admin';
import { offerSession } from '../session/handoff';
import { getSession } from '../session/sessionStore';
import { gerenciadorHref } from './paths';
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
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  const href = gerenciadorHref(basename, record.id);
  return (
    <Button size="small" component="a" href={href} target="_blank" rel="noopener" onClick={() => offerSession(href, getSession)} startIcon={<OpenInNewIcon />}>
      {translate('app.action.gerenciador')}
    </Button>
  );
}
