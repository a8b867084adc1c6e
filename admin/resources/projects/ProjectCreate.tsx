import { Create } from 'react-admin';
import type { ProjectRecord } from './project-record.ts';
import { ProjectForm, toProjectInput, useProjectSaveError } from './ProjectForm.tsx';

// A new project starts with the media the form has: none until the media editor arrives, so the server
// answers with the spec's "Adicione pelo menos 1 imagem." (admin-area §8) on the save.
const toNewProject = (values: Partial<ProjectRecord>) => ({ ...toProjectInput(values), media: [] });

// Mounted at /projects/new (App.tsx). Saving returns to the list (admin-area §2).
export const ProjectCreate = () => {
  const onError = useProjectSaveError();
  return (
    <Create title="Novo projeto" redirect="list" transform={toNewProject} mutationOptions={{ onError }}>
      <ProjectForm />
    </Create>
  );
};
