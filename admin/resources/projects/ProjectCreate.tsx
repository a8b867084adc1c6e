import { Create } from 'react-admin';
import { ProjectForm, toProjectInput, useProjectSaveError } from './ProjectForm.tsx';

// Mounted at /projects/new (App.tsx). Saving returns to the list (admin-area §2).
export const ProjectCreate = () => {
  const onError = useProjectSaveError();
  return (
    <Create title="Novo projeto" redirect="list" transform={toProjectInput} mutationOptions={{ onError }}>
      <ProjectForm />
    </Create>
  );
};
