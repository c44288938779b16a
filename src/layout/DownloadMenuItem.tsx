import type { MouseEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box } from '@mui/material';
import { Menu, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { baixar, type ArtefatoDownload, type TipoDownload } from './downloadsGerenciador';

interface Props {
  tipo: TipoDownload;
  href: string;
  label: string;
  /** Version and checksum shown under the label, once known. */
  artefato?: ArtefatoDownload;
  versao?: string | null;
}

/**
 * A sidebar download: the click fetches a short-lived link and lets the browser save the file (a
 * plain link would carry no session); version and SHA-256 sit under the label for checking the file.
 */
export function DownloadMenuItem({ tipo, href, label, artefato, versao }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    // A 401 (session ended, or another token stored) ends the session: 'Sessão expirada!' and the login page.
    baixar(tipo).catch(async (error: Error) => {
      if (!(await logoutIfAccessDenied(error))) notify(error.message, { type: 'error' });
    });
  };
  const detalhe = artefato && versao ? translate('app.menu.download_detalhe', { versao, sha256: artefato.sha256.slice(0, 12) }) : null;
  const texto = (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <span>{translate(label)}</span>
      {detalhe && (
        <Box component="span" title={`SHA-256 ${artefato!.sha256}`} sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
          {detalhe}
        </Box>
      )}
    </Box>
  );
  return <Menu.Item to={href} onClick={onClick} primaryText={texto} leftIcon={<DownloadIcon />} />;
}
