import { Create, Edit, SimpleForm } from 'react-admin';
import { HistoricoActions } from '../auditoria/HistoricoButton';
import { MSG } from '../../common/messages';
import { validateContratante } from '../../common/validation/contratante';
import { FormToolbar } from '../forms/FormToolbar';
import { useSaveFailure } from '../forms/useSaveFailure';
import { ContratanteInputs } from './ContratanteInputs';

/** New contratantes: active, one device and one branch (docs/produto.md §5 defaults). */
const DEFAULTS = { ativo: true, maxDipositivos: 1, maxFiliais: 1 };

const form = (
  <SimpleForm validate={validateContratante} toolbar={<FormToolbar />} defaultValues={DEFAULTS}>
    <ContratanteInputs />
  </SimpleForm>
);

/** The first tab of /contratante/{id?}: edit when there is an id; after creating, its edit URL. */
export function ContratanteForm({ id }: { id?: string }) {
  const mutationOptions = useSaveFailure(MSG.erroSalvarContratante);
  if (id) {
    return (
      <Edit
        resource="contratantes"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        actions={<HistoricoActions entidade="contratante" id={id} />}
        title={false}
        mutationOptions={mutationOptions}
      >
        {form}
      </Edit>
    );
  }
  return (
    <Create resource="contratantes" title={false} redirect={(_resource, newId) => `contratante/${newId}`} mutationOptions={mutationOptions}>
      {form}
    </Create>
  );
}
