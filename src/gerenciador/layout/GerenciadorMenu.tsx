import type { ReactElement } from 'react';
import DnsIcon from '@mui/icons-material/Dns';
import InboxIcon from '@mui/icons-material/Inbox';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import SettingsIcon from '@mui/icons-material/Settings';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { Menu, useTranslate } from 'react-admin';
import { useGerenciador } from '../GerenciadorContext';
import { ROTA_BASICA, ROTA_CONEXAO, ROTA_REGISTROS, ROTA_SITUACAO, tiposVisiveis } from '../gerenciadorRoutes';

const FIXAS: { rota: string; label: string; icone: ReactElement }[] = [
  { rota: ROTA_SITUACAO, label: 'app.gerenciador.menu.situacao', icone: <MonitorHeartIcon /> },
  { rota: ROTA_BASICA, label: 'app.gerenciador.menu.basica', icone: <SettingsIcon /> },
  { rota: ROTA_CONEXAO, label: 'app.gerenciador.menu.conexao', icone: <DnsIcon /> },
];

/** The manager's sidebar: its own pages, then each data page whose flag is on (docs/produto.md §2), then the phone records queue (docs/guia-integrador.md §7). */
export function GerenciadorMenu() {
  const translate = useTranslate();
  const { basica, caminho } = useGerenciador();
  return (
    <Menu aria-label={translate('app.gerenciador.menu.rotulo')}>
      {FIXAS.map((item) => (
        <Menu.Item key={item.rota} to={caminho(item.rota)} primaryText={item.label} leftIcon={item.icone} />
      ))}
      {tiposVisiveis(basica).map((tipo) => (
        <Menu.Item key={tipo.rota} to={caminho(tipo.rota)} primaryText={tipo.titulo} leftIcon={<TableRowsIcon />} />
      ))}
      <Menu.Item to={caminho(ROTA_REGISTROS)} primaryText="app.gerenciador.menu.registros" leftIcon={<InboxIcon />} />
    </Menu>
  );
}
