import { DateInput, SelectInput, TextField, TextInput } from 'react-admin';
import { ENTIDADES_AUDITORIA } from '../../common/auditoria';
import { AppDatagrid } from '../lists/AppDatagrid';
import { AppList } from '../lists/AppList';
import { filtro, useVeTodosContratantes } from '../lists/filtros';
import { DateTimeField } from '../lists/DateTimeField';
import { AcaoField, AlteracoesField, AutorField, RegistroField } from './AuditoriaFields';

const ENTIDADES = Object.entries(ENTIDADES_AUDITORIA).map(([id, name]) => ({ id, name }));

/** A day typed in the filter, as the instant it starts (De) or ends (Até) where the user is. */
const inicioDoDia = (dia: string) => (dia ? new Date(`${dia}T00:00:00`).toISOString() : '');
const fimDoDia = (dia: string) => (dia ? new Date(`${dia}T23:59:59.999`).toISOString() : '');

const FILTROS = [
  <TextInput key="usuario" source="usuarioEmail_contem" label="app.auditoria.filtro_usuario" alwaysOn />,
  <SelectInput
    key="entidade"
    source="entidade"
    label="app.auditoria.filtro_entidade"
    choices={ENTIDADES}
    emptyText="app.filtro.todos"
    sx={{ minWidth: 140 }}
    alwaysOn
  />,
  <TextInput key="entidadeId" source="entidadeId" label="app.auditoria.filtro_registro" alwaysOn />,
  <DateInput key="de" source="quando_gte" label="app.auditoria.filtro_de" parse={inicioDoDia} alwaysOn />,
  <DateInput key="ate" source="quando_lte" label="app.auditoria.filtro_ate" parse={fimDoDia} alwaysOn />,
];

/**
 * /admin/auditoria (docs/produto.md §2): who changed what, newest first, paged; filtered by user, record and
 * period (kept in the URL, so a record's edit page links to its history). The server decides whose
 * entries a user reads; the provider admin also filters by contratante, and exports what it sees.
 */
export function AuditoriaList() {
  const todos = useVeTodosContratantes();
  return (
    <AppList
      resource="auditorias"
      title="app.page.auditoria"
      filtros={todos ? [...FILTROS, filtro.contratante()] : FILTROS}
      sort={{ field: 'id', order: 'DESC' }}
    >
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
