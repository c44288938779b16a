import { useParams } from 'react-router-dom';
import { Create, Edit, SimpleForm } from 'react-admin';
import { MSG } from '../../common/messages';
import { HistoricoActions } from '../auditoria/HistoricoButton';
import { FormToolbar } from '../forms/FormToolbar';
import { useSaveFailure } from '../forms/useSaveFailure';
import { DatabaseInputs } from './DatabaseInputs';
import { DATABASES_LIST_PATH } from './paths';
import { validateDatabaseForm } from './validateDatabaseForm';

/** /cadastro_database/{id?}: back to /lista_database after saving. */
export function DatabasePage() {
  const { id } = useParams();
  const mutationOptions = useSaveFailure(MSG.erroSalvarDatabase);
  const form = (
    <SimpleForm validate={validateDatabaseForm(Boolean(id))} toolbar={<FormToolbar />} defaultValues={{ ativa: true }}>
      <DatabaseInputs />
    </SimpleForm>
  );
  if (id) {
    return (
      <Edit
        resource="mobileFilialDatabases"
        id={id}
        mutationMode="pessimistic"
        redirect={() => DATABASES_LIST_PATH}
        actions={<HistoricoActions entidade="database" id={id} />}
        mutationOptions={mutationOptions}
      >
        {form}
      </Edit>
    );
  }
  return (
    <Create resource="mobileFilialDatabases" title="app.page.database_nova" redirect={() => DATABASES_LIST_PATH} mutationOptions={mutationOptions}>
      {form}
    </Create>
  );
}
