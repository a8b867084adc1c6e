import StarIcon from '@mui/icons-material/Star';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SimpleList } from 'react-admin';
import { PublishedChip } from '../../components/PublishedChip.tsx';

// A first, read-only view of the blog posts, newest first (admin-area §2 "Blog admin"). The form, the
// clickable status badge and delete come in a later release.

type BlogPostRecord = {
  id: string;
  title: string;
  author_name: string | null;
  is_published: boolean;
  is_featured: boolean;
  published_at: string | null;
  created_at: string;
};

const FeaturedStar = ({ featured }: { featured: boolean }) =>
  featured ? <StarIcon color="primary" fontSize="small" titleAccess="Destaque" /> : null;

const Column = DataTable.Col<BlogPostRecord>;

export const BlogPostList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} actions={false} empty={false}>
      {isSmall ? (
        <SimpleList<BlogPostRecord>
          primaryText={(post) => post.title}
          secondaryText={(post) => <PublishedChip published={post.is_published} />}
          rightIcon={(post) => <FeaturedStar featured={post.is_featured} />}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false}>
          <Column source="title" />
          <Column source="author_name" disableSort render={(post) => post.author_name ?? '—'} />
          <Column source="is_published" disableSort render={(post) => <PublishedChip published={post.is_published} />} />
          <Column source="is_featured" disableSort render={(post) => <FeaturedStar featured={post.is_featured} />} />
          <Column source="published_at" sx={{ whiteSpace: 'nowrap' }}>
            <DateField source="published_at" locales="pt-BR" emptyText="—" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
