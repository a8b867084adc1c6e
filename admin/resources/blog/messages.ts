// admin-area §8 "Blog admin", word for word.
export const blogMessages = {
  loadFailed: 'Erro ao carregar posts',
  deleteFailed: 'Erro ao excluir post',
  statusFailed: 'Erro ao atualizar status',
  updateFailed: 'Erro ao atualizar post',
  createFailed: 'Erro ao criar post',
  created: 'Post criado com sucesso!',
  updated: 'Post atualizado com sucesso!',
  deleted: 'Post excluído com sucesso!',
  uploadFailed: 'Erro ao fazer upload da imagem',
  uploaded: 'Imagem enviada com sucesso!',
  confirmDelete: 'Tem certeza que deseja excluir este post?',
};
