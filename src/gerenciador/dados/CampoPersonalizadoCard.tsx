import DeleteIcon from '@mui/icons-material/Delete';
import { Box, FormControlLabel, MenuItem, Paper, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIPOS_CAMPO_PERSONALIZADO, type CampoPersonalizado } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { ConfirmIconButton } from '../components/ConfirmIconButton';
import type { Erros } from '../hooks/useConfiguracaoForm';
import { ValoresSelecionaveis } from './ValoresSelecionaveis';

interface Props {
  campo: CampoPersonalizado;
  indice: number;
  /** Data read from the ERP: the field reads a column of the select (fieldRelacionado). */
  comSelect: boolean;
  erros: Erros;
  onAlterar: (patch: Partial<CampoPersonalizado>) => void;
  onRemover: () => void;
}

const TIPOS = Object.keys(TIPOS_CAMPO_PERSONALIZADO) as CampoPersonalizado['tipo'][];

/** One custom field (docs/produto.md §3): label, type, related column, list/edit switches and selectable values. */
export function CampoPersonalizadoCard({ campo, indice, comSelect, erros, onAlterar, onRemover }: Props) {
  const translate = useTranslate();
  const erro = (nome: string) => erros[`camposPersonalizados.${indice}.${nome}`];
  const prefixo = `campo-${campo.id}`;
  const selecionavel = campo.tipo === 'selecionavel';
  const chave = (nome: keyof CampoPersonalizado, label: string, disabled = false) => (
    <FormControlLabel
      control={<Switch checked={Boolean(campo[nome])} disabled={disabled} onChange={(e) => onAlterar({ [nome]: e.target.checked })} />}
      label={translate(label)}
    />
  );

  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {translate('app.gerenciador.personalizados.campo', { id: campo.id })}
        </Typography>
        <ConfirmIconButton label="app.gerenciador.personalizados.remover" confirmacao={MSG.confirmaRemoverCampo} onConfirm={onRemover}>
          <DeleteIcon />
        </ConfirmIconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: comSelect ? '1fr 1fr 1fr' : '1fr 1fr' }, mt: 1 }}>
        <TextField
          id={`${prefixo}-label`}
          label={translate('app.gerenciador.personalizados.label')}
          required
          value={campo.label}
          onChange={(e) => onAlterar({ label: e.target.value })}
          error={Boolean(erro('label'))}
          helperText={erro('label')}
        />
        <TextField
          id={`${prefixo}-tipo`}
          select
          label={translate('app.gerenciador.personalizados.tipo')}
          value={campo.tipo}
          onChange={(e) => onAlterar({ tipo: e.target.value as CampoPersonalizado['tipo'] })}
          error={Boolean(erro('tipo'))}
          helperText={erro('tipo')}
        >
          {TIPOS.map((tipo) => (
            <MenuItem key={tipo} value={tipo}>
              {translate(`app.gerenciador.personalizados.tipos.${tipo}`)}
            </MenuItem>
          ))}
        </TextField>
        {comSelect && (
          <TextField
            id={`${prefixo}-field`}
            label={translate('app.gerenciador.personalizados.fieldRelacionado')}
            required
            value={campo.fieldRelacionado}
            onChange={(e) => onAlterar({ fieldRelacionado: e.target.value })}
            error={Boolean(erro('fieldRelacionado'))}
            helperText={erro('fieldRelacionado')}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, mt: 1 }}>
        {chave('mostraLista', 'app.gerenciador.personalizados.mostraLista')}
        {chave('editavel', 'app.gerenciador.personalizados.editavel', selecionavel)}
        {chave('editavelObrigatorio', 'app.gerenciador.personalizados.editavelObrigatorio', !campo.editavel)}
      </Box>
      {selecionavel && (
        <ValoresSelecionaveis
          id={`${prefixo}-valores`}
          valores={campo.valoresSelecionavel ?? []}
          onChange={(valoresSelecionavel) => onAlterar({ valoresSelecionavel })}
          erro={erro('valoresSelecionavel')}
        />
      )}
    </Paper>
  );
}
