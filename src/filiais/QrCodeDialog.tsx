import { useRef } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { QRCodeCanvas } from 'qrcode.react';
import { useTranslate } from 'react-admin';

/** 'Código QRCode': the branch's identificadorApp as a QR code the phone scans, downloadable as PNG. */
export function QrCodeDialog({ identificadorApp, onClose }: { identificadorApp: string; onClose: () => void }) {
  const translate = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);

  const download = () => {
    const link = document.createElement('a');
    link.href = canvas.current?.toDataURL('image/png') ?? '';
    link.download = `qrcode-${identificadorApp}.png`;
    link.click();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="qrcode-titulo">
      <DialogTitle id="qrcode-titulo">{translate('app.filial.qrcode')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 1 }}>
          <QRCodeCanvas ref={canvas} value={identificadorApp} size={240} marginSize={2} role="img" aria-label={identificadorApp} />
          <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }}>
            {identificadorApp}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={download}>
          {translate('app.action.baixar_png')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
