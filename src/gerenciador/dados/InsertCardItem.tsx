import { useRef } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { DraggableProvided } from '@hello-pangea/dnd';
import { useTranslate } from 'react-admin';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { InsertCard, Placeholder } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { ConfirmIconButton } from '../components/ConfirmIconButton';
import { SqlEditor, type EditorSqlApi } from '../components/SqlEditor';
import { PlaceholdersLista } from './PlaceholdersLista';

interface Props {
  /** The group's name (e.g. 'Insert do pedido'): with the position it names the card. */
  grupo: string;
  card: InsertCard;
  ordem: number;
  placeholders: Placeholder[];
  erro?: string;
  podeRemover: boolean;
  arrastavel: DraggableProvided;
  onAlterar: (patch: Partial<InsertCard>) => void;
  onRemover: () => void;
  esquema?: EsquemaErp | null;
}

/** One insert statement (with the catalogue's placeholders) and the select that reads the new key back. */
export function InsertCardItem({ grupo, card, ordem, placeholders, erro, podeRemover, arrastavel, onAlterar, onRemover, esquema }: Props) {
  const translate = useTranslate();
  const editor = useRef<EditorSqlApi | null>(null);
  const titulo = translate('app.gerenciador.inserts.insert', { grupo, n: ordem + 1 });
  return (
    <Paper ref={arrastavel.innerRef} {...arrastavel.draggableProps} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none', mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          {...arrastavel.dragHandleProps}
          aria-label={translate('app.gerenciador.inserts.arrastar', { insert: titulo })}
          sx={{ display: 'flex', cursor: 'grab', borderRadius: 1, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
        >
          <DragIndicatorIcon aria-hidden />
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {titulo}
        </Typography>
        <ConfirmIconButton label="app.gerenciador.inserts.remover" confirmacao={MSG.confirmaRemoverInsert} onConfirm={onRemover} disabled={!podeRemover}>
          <DeleteIcon />
        </ConfirmIconButton>
      </Box>
      <SqlEditor
        id={`insert-${card.id}`}
        label={titulo}
        value={card.sql}
        onChange={(sql) => onAlterar({ sql })}
        erro={erro && !card.sql.trim() ? erro : undefined}
        editorRef={editor}
        esquema={esquema}
      />
      <TextField
        select
        size="small"
        id={`insert-${card.id}-placeholder`}
        label={translate('app.gerenciador.inserts.placeholder')}
        value=""
        onChange={(e) => editor.current?.inserir(`:${e.target.value}`)}
        sx={{ mt: 1, minWidth: { xs: '100%', sm: 320 } }}
      >
        {placeholders.map((p) => (
          <MenuItem key={p.nome} value={p.nome}>
            {`:${p.nome} — ${p.descricao} (${translate(`app.gerenciador.inserts.tipos.${p.tipo}`)})`}
          </MenuItem>
        ))}
      </TextField>
      <PlaceholdersLista id={`insert-${card.id}`} placeholders={placeholders} onInserir={(nome) => editor.current?.inserir(`:${nome}`)} />
      <SqlEditor
        id={`insert-${card.id}-chave`}
        label={translate('app.gerenciador.inserts.select_chave', { insert: titulo })}
        value={card.selectChave}
        onChange={(selectChave) => onAlterar({ selectChave })}
        ajuda={translate('app.gerenciador.inserts.select_chave_ajuda')}
        altura="48px"
        esquema={esquema}
      />
    </Paper>
  );
}
