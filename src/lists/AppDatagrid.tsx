import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FieldTitle, RecordContextProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';

type Column = ReactElement<{ source?: string; label?: string }>;

/**
 * A list's rows: react-admin's table from the small breakpoint up (scrolling inside its frame when
 * wider, so the page and the toolbar's 'Novo …' button never are), and on a phone one card per
 * record with the same fields, labelled, and the row's buttons below (docs/produto.md §2 "Listas").
 * `bulkActions` (the table only) adds a checkbox per row and the buttons for the selected ones.
 */
export function AppDatagrid({ children, bulkActions }: { children: ReactNode; bulkActions?: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <CardRows>{children}</CardRows>;
  return (
    <Datagrid bulkActionButtons={bulkActions ?? false} rowClick={false} sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}>
      {children}
    </Datagrid>
  );
}

function CardRows({ children }: { children: ReactNode }) {
  const { data, isPending } = useListContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        {translate('ra.navigation.no_results')}
      </Typography>
    );
  }
  const columns = Children.toArray(children).filter(isValidElement) as Column[];
  const fields = columns.filter((column) => column.props.source);
  const actions = columns.filter((column) => !column.props.source);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box component="li" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 1, rowGap: 0.5 }}>
              {fields.map((field) => (
                <Fragment key={field.props.source}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    <FieldTitle source={field.props.source} label={field.props.label} resource={resource} />
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {field}
                  </Box>
                </Fragment>
              ))}
            </Box>
            {actions.map((action, index) => (
              <Box key={index} sx={{ mt: 1, '& > div': { flexWrap: 'wrap', justifyContent: 'flex-start', whiteSpace: 'normal' } }}>
                {action}
              </Box>
            ))}
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
