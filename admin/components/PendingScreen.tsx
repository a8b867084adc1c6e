import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A screen of the spec whose content arrives in a later release: it has its route and title already. */
export const PendingScreen = ({ title }: { title: string }) => (
  <Card sx={{ mt: 2 }}>
    <Title title={title} />
    <CardContent>
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">Esta tela será concluída em breve.</Typography>
    </CardContent>
  </Card>
);
