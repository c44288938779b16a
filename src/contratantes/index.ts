import BusinessIcon from '@mui/icons-material/Business';
import { ContratanteList } from './ContratanteList';

export { ContratantePage } from './ContratantePage';

/** Spread into <Resource name="contratantes">: the list is react-admin's own /admin/contratantes. */
export default {
  list: ContratanteList,
  icon: BusinessIcon,
  recordRepresentation: 'nome',
};
