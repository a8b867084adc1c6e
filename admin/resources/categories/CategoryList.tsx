import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DeleteButton, List, SimpleList, TopToolbar } from 'react-admin';
import { EditRecordButton, NewRecordButton } from '../../components/RecordButtons.tsx';
import { editRecordPath } from '../../paths.ts';

// admin-area §2 "Categories": list, add, edit, and delete after confirmation. Categories persist on the
// server (DESIGN decision 2).

type CategoryRecord = { id: string; name: string; slug: string; description: string | null };

const ListActions = () => (
  <TopToolbar>
    <NewRecordButton label="Nova categoria" />
  </TopToolbar>
);

const rowClick = (id: string | number) => editRecordPath('categories', id);

const Column = DataTable.Col<CategoryRecord>;

export const CategoryList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} empty={false}>
      {isSmall ? (
        <SimpleList<CategoryRecord>
          primaryText={(category) => category.name}
          secondaryText={(category) => category.description ?? category.slug}
          rowClick={rowClick}
        />
      ) : (
        <DataTable rowClick={rowClick} bulkActionButtons={false}>
          <Column source="name" />
          <Column source="slug" />
          <Column source="description" disableSort render={(category) => category.description ?? '—'} />
          <Column label="Ações" disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
            <EditRecordButton />
            <DeleteButton mutationMode="pessimistic" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
