import { Edit } from 'react-admin';
import { ProjectForm, toProjectInput, useProjectSaveError } from './ProjectForm.tsx';

// Mounted at /projects/{id}/edit (App.tsx). Saving waits for the server, so that its validation errors
// land on the fields, and then returns to the list (admin-area §2).
export const ProjectEdit = () => {
  const onError = useProjectSaveError();
  return (
    <Edit
      title="Editar projeto"
      redirect="list"
      mutationMode="pessimistic"
      transform={toProjectInput}
      mutationOptions={{ onError }}
    >
      <ProjectForm />
    </Edit>
  );
};
