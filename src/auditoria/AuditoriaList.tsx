import { DateInput, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { ENTIDADES_AUDITORIA } from '../../common/auditoria';
import { AppDatagrid } from '../lists/AppDatagrid';
import { AppList } from '../lists/AppList';
import { DateTimeField } from '../lists/DateTimeField';
import { AcaoField, AlteracoesField, AutorField, RegistroField } from './AuditoriaFields';

const ENTIDADES = Object.entries(ENTIDADES_AUDITORIA).map(([id, name]) => ({ id, name }));

/** A day typed in the filter, as the instant it starts (De) or ends (Até) where the user is. */
const inicioDoDia = (dia: string) => (dia ? new Date(`${dia}T00:00:00`).toISOString() : '');
const fimDoDia = (dia: string) => (dia ? new Date(`${dia}T23:59:59.999`).toISOString() : '');

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="usuario" source="usuarioEmail_contem" label="app.auditoria.filtro_usuario" alwaysOn />,
  <SelectInput key="entidade" source="entidade" label="app.auditoria.filtro_entidade" choices={ENTIDADES} alwaysOn />,
  <TextInput key="entidadeId" source="entidadeId" label="app.auditoria.filtro_registro" alwaysOn />,
  <DateInput key="de" source="quando_gte" label="app.auditoria.filtro_de" parse={inicioDoDia} alwaysOn />,
  <DateInput key="ate" source="quando_lte" label="app.auditoria.filtro_ate" parse={fimDoDia} alwaysOn />,
];

/**
 * /admin/auditoria (ISSUE 16): who changed what, newest first, paged; filtered by user, record and
 * period (kept in the URL, so a record's edit page links to its history). The server decides whose
 * entries a user reads.
 */
export function AuditoriaList() {
  return (
    <AppList resource="auditorias" title="app.page.auditoria" filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={false}>
      <AppDatagrid>
        <DateTimeField source="quando" />
        <AutorField source="usuarioNome" sortable={false} />
        <TextField source="endereco" sortable={false} />
        <AcaoField source="acao" />
        <RegistroField source="entidadeNome" sortable={false} />
        <AlteracoesField source="depois" sortable={false} />
      </AppDatagrid>
    </AppList>
  );
}
