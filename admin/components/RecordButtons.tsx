import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { MouseEvent } from 'react';
import { Button, LinkBase, useRecordContext, useResourceContext } from 'react-admin';
import { editRecordPath, newRecordPath } from '../paths.ts';

// Links to the spec's form URLs (see paths.ts); react-admin's CreateButton and EditButton point elsewhere.

export const NewRecordButton = ({ label }: { label: string }) => {
  const resource = useResourceContext();
  if (!resource) return null;
  return (
    <Button component={LinkBase} to={newRecordPath(resource)} label={label} variant="contained">
      <AddIcon />
    </Button>
  );
};

// Inside a clickable row, the button's own click must not also trigger the row's navigation.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

export const EditRecordButton = () => {
  const resource = useResourceContext();
  const record = useRecordContext();
  if (!resource || !record) return null;
  return (
    <Button component={LinkBase} to={editRecordPath(resource, record.id)} label="ra.action.edit" onClick={stopPropagation}>
      <EditIcon />
    </Button>
  );
};
