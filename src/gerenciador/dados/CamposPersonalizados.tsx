import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampoPersonalizado } from '../../../common/catalogo';
import { Secao } from '../components/PaginaGerenciador';
import type { Erros } from '../hooks/useConfiguracaoForm';
import { CampoPersonalizadoCard } from './CampoPersonalizadoCard';

interface Props {
  campos: CampoPersonalizado[];
  comSelect: boolean;
  erros: Erros;
  onAdicionar: () => void;
  onAlterar: (indice: number, patch: Partial<CampoPersonalizado>) => void;
  onRemover: (indice: number) => void;
}

/** The data type's custom fields; adding one first checks the ones already there (docs/produto.md §4). */
export function CamposPersonalizados({ campos, comSelect, erros, onAdicionar, onAlterar, onRemover }: Props) {
  const translate = useTranslate();
  return (
    <Secao
      id="campos-personalizados"
      titulo={translate('app.gerenciador.personalizados.titulo')}
      acoes={
        <Button startIcon={<AddIcon />} onClick={onAdicionar}>
          {translate('app.gerenciador.personalizados.adicionar')}
        </Button>
      }
    >
      {campos.length === 0 ? (
        <Typography color="text.secondary">{translate('app.gerenciador.personalizados.nenhum')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 0, m: 0 }}>
          {campos.map((campo, i) => (
            <CampoPersonalizadoCard
              key={campo.id}
              campo={campo}
              indice={i}
              comSelect={comSelect}
              erros={erros}
              onAlterar={(patch) => onAlterar(i, patch)}
              onRemover={() => onRemover(i)}
            />
          ))}
        </Box>
      )}
    </Secao>
  );
}
