import AddIcon from '@mui/icons-material/Add';
import { Box, Button, FormHelperText } from '@mui/material';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useTranslate } from 'react-admin';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { GrupoInsert, InsertCard } from '../../../common/catalogo';
import { Secao } from '../components/PaginaGerenciador';
import { InsertCardItem } from './InsertCardItem';

interface Props {
  grupo: GrupoInsert;
  cards: InsertCard[];
  erro?: string;
  onAdicionar: () => void;
  onAlterar: (indice: number, patch: Partial<InsertCard>) => void;
  onRemover: (indice: number) => void;
  onMover: (de: number, para: number) => void;
  /** The ERP's discovered tables, completed in the editors. */
  esquema?: EsquemaErp | null;
}

/** The insert cards of a group, run in this order; drag (mouse or keyboard) to reorder, at least one stays. */
export function InsertGrupo({ grupo, cards, erro, onAdicionar, onAlterar, onRemover, onMover, esquema }: Props) {
  const translate = useTranslate();
  const posicao = (n: number) => translate('app.gerenciador.inserts.posicao', { n: n + 1 });
  const soltar = (resultado: DropResult) => {
    if (resultado.destination && resultado.destination.index !== resultado.source.index) onMover(resultado.source.index, resultado.destination.index);
  };
  return (
    <Secao
      id={`inserts-${grupo.chave}`}
      titulo={grupo.label}
      acoes={
        <Button startIcon={<AddIcon />} onClick={onAdicionar}>
          {translate('app.gerenciador.inserts.adicionar')}
        </Button>
      }
    >
      <DragDropContext
        dragHandleUsageInstructions={translate('app.gerenciador.inserts.instrucoes_arrastar')}
        onDragStart={(inicio, p) => p.announce(translate('app.gerenciador.inserts.anuncio_inicio', { posicao: posicao(inicio.source.index) }))}
        onDragUpdate={(mudanca, p) => mudanca.destination && p.announce(posicao(mudanca.destination.index))}
        onDragEnd={(resultado, p) => {
          p.announce(translate('app.gerenciador.inserts.anuncio_fim', { posicao: posicao(resultado.destination?.index ?? resultado.source.index) }));
          soltar(resultado);
        }}
      >
        <Droppable droppableId={grupo.chave}>
          {(soltavel) => (
            <Box component="ol" ref={soltavel.innerRef} {...soltavel.droppableProps} sx={{ p: 0, m: 0 }}>
              {cards.map((card, i) => (
                <Draggable key={card.id} draggableId={card.id} index={i}>
                  {(arrastavel) => (
                    <InsertCardItem
                      grupo={grupo.label}
                      card={card}
                      ordem={i}
                      placeholders={grupo.placeholders}
                      erro={erro}
                      podeRemover={cards.length > 1}
                      arrastavel={arrastavel}
                      onAlterar={(patch) => onAlterar(i, patch)}
                      onRemover={() => onRemover(i)}
                      esquema={esquema}
                    />
                  )}
                </Draggable>
              ))}
              {soltavel.placeholder}
            </Box>
          )}
        </Droppable>
      </DragDropContext>
      {erro && <FormHelperText error>{erro}</FormHelperText>}
    </Secao>
  );
}
