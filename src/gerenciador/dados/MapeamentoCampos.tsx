import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import { Autocomplete, Box, createFilterOptions, IconButton, TextField, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampoMapeavel } from '../../../common/catalogo';
import type { JustificativaCampo } from '../api/sugestao';
import type { Erros } from '../hooks/useConfiguracaoForm';
import type { ChaveSelect } from './formDados';

/** What a proposal says of one field while it is reviewed: why (when it said), and whether it still waits for a decision. */
export interface SugestaoCampo {
  justificativa?: JustificativaCampo;
  pendente: boolean;
}

interface Props {
  chave: ChaveSelect;
  campos: CampoMapeavel[];
  mapa: Record<string, string>;
  onMapear: (campo: string, coluna: string) => void;
  /** Fields that take a fixed value instead of a column (docs/guia-integrador.md §5.2). */
  fixos: Record<string, string>;
  /** A fixed value (texto), or back to the column (null). */
  onFixar: (campo: string, texto: string | null) => void;
  erros: Erros;
  /** The select's columns known so far (its test, the preview, the proposal, the discovered tables): offered in each input. */
  colunas: string[];
  /** The proposal under review, per field. */
  sugestaoDe?: (campo: string) => SugestaoCampo | undefined;
  onAceitar?: (campo: string) => void;
  onRejeitar?: (campo: string) => void;
}

const filtroPadrao = createFilterOptions<string>();
/** A column already chosen still offers every other one (the default would filter the list down to it). */
const filtrarColunas = (opcoes: string[], estado: Parameters<typeof filtroPadrao>[1]) =>
  opcoes.includes(estado.inputValue) ? opcoes : filtroPadrao(opcoes, estado);

/**
 * The column of the select each catalogue field reads from, picked among the select's columns or
 * typed, or a fixed value for every record (tipoPessoa = J): required ones marked, defaults and
 * allowed values shown. The first field identifies the records and always comes from a column.
 * While a proposal is reviewed, each field it filled says why and can be accepted or rejected.
 */
export function MapeamentoCampos({ chave, campos, mapa, onMapear, fixos, onFixar, erros, colunas, sugestaoDe, onAceitar, onRejeitar }: Props) {
  const translate = useTranslate();
  const ajuda = (c: CampoMapeavel, fixo: boolean) =>
    [
      fixo ? translate('app.gerenciador.mapeamento.fixo_ajuda') : c.nome,
      c.opcional ? translate('app.gerenciador.dados.opcional') : null,
      c.padrao !== undefined ? translate('app.gerenciador.dados.padrao', { valor: String(c.padrao) }) : null,
      c.valores ? translate('app.gerenciador.dados.valores', { valores: c.valores.join(', ') }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const porque = (s: SugestaoCampo) => {
    const j = s.justificativa;
    if (!j) return translate('app.gerenciador.sugestao.campo_sem_motivo');
    return j.coluna
      ? translate('app.gerenciador.sugestao.campo_motivo', { coluna: j.coluna, motivo: j.motivo })
      : translate('app.gerenciador.sugestao.campo_sem_coluna', { motivo: j.motivo });
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, mt: 2 }}
    >
      {campos.map((c, i) => {
        const erro = erros[`mapeamento.${chave}.${c.nome}`];
        const fixo = fixos[c.nome] !== undefined;
        const id = `mapa-${chave}-${c.nome}`;
        const sugestao = sugestaoDe?.(c.nome);
        const helperText = erro ?? (
          <>
            {sugestao && (
              <Box component="span" sx={{ display: 'block', color: 'text.primary' }} data-sugestao={sugestao.pendente ? 'pendente' : 'revisada'}>
                {porque(sugestao)}
              </Box>
            )}
            {ajuda(c, fixo)}
          </>
        );
        const comum = {
          label: fixo ? translate('app.gerenciador.mapeamento.fixo_rotulo', { campo: c.label }) : c.label,
          required: !c.opcional,
          error: Boolean(erro),
          helperText,
        };
        return (
          <Box key={c.nome} sx={{ minWidth: 0, ...(sugestao?.pendente ? { borderLeft: 3, borderColor: 'info.main', pl: 1 } : {}) }}>
            {(i > 0 || sugestao?.pendente) && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
                {i > 0 && (
                  <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={fixo ? 'fixo' : 'coluna'}
                    onChange={(_, origem: 'fixo' | 'coluna' | null) => origem && onFixar(c.nome, origem === 'fixo' ? '' : null)}
                    aria-label={translate('app.gerenciador.mapeamento.origem', { campo: c.label })}
                  >
                    <ToggleButton value="coluna" sx={{ py: 0, textTransform: 'none' }}>
                      {translate('app.gerenciador.mapeamento.coluna')}
                    </ToggleButton>
                    <ToggleButton value="fixo" sx={{ py: 0, textTransform: 'none' }}>
                      {translate('app.gerenciador.mapeamento.fixo')}
                    </ToggleButton>
                  </ToggleButtonGroup>
                )}
                {sugestao?.pendente && (
                  <Box sx={{ ml: 'auto', display: 'flex' }}>
                    <Tooltip title={translate('app.gerenciador.sugestao.aceitar')}>
                      <IconButton
                        size="small"
                        color="success"
                        aria-label={translate('app.gerenciador.sugestao.aceitar_campo', { campo: c.label })}
                        onClick={() => onAceitar?.(c.nome)}
                      >
                        <CheckIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('app.gerenciador.sugestao.rejeitar')}>
                      <IconButton
                        size="small"
                        aria-label={translate('app.gerenciador.sugestao.rejeitar_campo', { campo: c.label })}
                        onClick={() => onRejeitar?.(c.nome)}
                      >
                        <UndoIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                )}
              </Box>
            )}
            {fixo ? (
              <TextField fullWidth id={`${id}-fixo`} {...comum} value={fixos[c.nome]} onChange={(e) => onFixar(c.nome, e.target.value)} autoComplete="off" />
            ) : (
              <Autocomplete
                freeSolo
                id={id}
                options={colunas}
                filterOptions={filtrarColunas}
                value={mapa[c.nome] || null}
                inputValue={mapa[c.nome] ?? ''}
                onInputChange={(_, texto, motivo) => motivo !== 'reset' && onMapear(c.nome, texto)}
                onChange={(_, coluna) => onMapear(c.nome, coluna ?? '')}
                renderInput={(params) => <TextField {...params} fullWidth {...comum} />}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
