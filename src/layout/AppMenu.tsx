import { useEffect, useState, type ReactElement } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import StorageIcon from '@mui/icons-material/Storage';
import StoreIcon from '@mui/icons-material/Store';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';
import { Menu, useBasename, useGetIdentity, useLogoutIfAccessDenied, usePermissions } from 'react-admin';
import type { PermissionRule } from '../../common/permissions';
import { DOWNLOAD_ENTRIES, visibleMenuEntries, type MenuEntry } from './menuEntries';
import { DownloadMenuItem } from './DownloadMenuItem';
import { artefatoPadrao, buscarDownloads, type DownloadsGerenciador } from './downloadsGerenciador';

const ICONS: Record<MenuEntry['key'], ReactElement> = {
  home: <HomeIcon />,
  contratantes: <BusinessIcon />,
  databases: <StorageIcon />,
  usuarios: <PeopleIcon />,
  filiais: <StoreIcon />,
  auditoria: <HistoryIcon />,
  atualizacao: <SystemUpdateAltIcon />,
};

/** The sidebar: the routes this user may open (docs/produto.md §6), then the manager downloads. */
export function AppMenu() {
  const basename = useBasename();
  const { permissions } = usePermissions<PermissionRule[]>();
  const { identity } = useGetIdentity();
  const entries = visibleMenuEntries(permissions ?? [], Boolean(identity?.contratanteId));
  const [downloads, setDownloads] = useState<DownloadsGerenciador | null>(null);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    // Version and checksum are extras: the entries work (and explain a refusal) without them; a 401 still ends the session.
    buscarDownloads().then(setDownloads, logoutIfAccessDenied);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit: react-admin's helper changes with the location
  }, []);

  return (
    <Menu>
      {entries.map((entry) => (
        <Menu.Item key={entry.key} to={`${basename}/${entry.path}`} primaryText={entry.label} leftIcon={ICONS[entry.key]} />
      ))}
      {DOWNLOAD_ENTRIES.map((download) => (
        <DownloadMenuItem
          key={download.key}
          tipo={download.key}
          href={download.href}
          label={download.label}
          artefato={artefatoPadrao(downloads, download.key)}
          versao={downloads?.versao}
        />
      ))}
    </Menu>
  );
}
