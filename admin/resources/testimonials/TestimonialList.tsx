import StarIcon from '@mui/icons-material/Star';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SimpleList } from 'react-admin';

// A first, read-only view of the testimonials, newest first (admin-area §2). Create, edit, delete and the
// featured star come in a later release.

type TestimonialRecord = {
  id: string;
  client_name: string;
  content: string;
  rating: number;
  is_featured: boolean;
  google_review_id: string | null;
  created_at: string;
};

const clamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

const FeaturedStar = ({ featured }: { featured: boolean }) =>
  featured ? <StarIcon color="primary" fontSize="small" titleAccess="Destaque" /> : null;

const Column = DataTable.Col<TestimonialRecord>;

export const TestimonialList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} actions={false} empty={false}>
      {isSmall ? (
        <SimpleList<TestimonialRecord>
          primaryText={(testimonial) => `${testimonial.client_name} · ${testimonial.rating}/5`}
          secondaryText={(testimonial) => (
            <Box component="span" sx={clamp(3)}>
              {testimonial.content}
            </Box>
          )}
          rightIcon={(testimonial) => <FeaturedStar featured={testimonial.is_featured} />}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false}>
          <Column source="client_name" sx={{ whiteSpace: 'nowrap' }} />
          <Column
            source="content"
            disableSort
            render={(testimonial) => (
              <Box component="span" sx={clamp(2)}>
                {testimonial.content}
              </Box>
            )}
          />
          <Column source="rating" render={(testimonial) => `${testimonial.rating}/5`} />
          <Column source="is_featured" disableSort render={(testimonial) => <FeaturedStar featured={testimonial.is_featured} />} />
          <Column source="created_at" sx={{ whiteSpace: 'nowrap' }}>
            <DateField source="created_at" locales="pt-BR" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
