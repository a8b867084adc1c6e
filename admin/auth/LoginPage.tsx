import { Typography } from '@mui/material';
import { Login, LoginClasses, LoginForm, PasswordInput, required, TextInput } from 'react-admin';

// The spec's login (admin-area §2, §5): e-mail and password, both required; success goes to the dashboard
// whatever page sent the user here. Error messages come from the auth provider (§8).
export const LoginPage = () => (
  <Login
    sx={{
      backgroundImage: 'radial-gradient(circle at 50% 14em, #374151 0%, #1f2937 60%, #111827 100%)',
      [`& .${LoginClasses.icon}`]: { bgcolor: 'primary.main' },
    }}
  >
    <Typography component="h1" variant="h5" align="center" sx={{ fontWeight: 600 }}>
      Retrato
    </Typography>
    <Typography variant="body2" align="center" color="text.secondary">
      Painel administrativo
    </Typography>
    <LoginForm redirectTo="/dashboard">
      <TextInput
        autoFocus
        source="email"
        label="Email"
        type="email"
        autoComplete="username"
        validate={required()}
      />
      <PasswordInput source="password" label="Senha" autoComplete="current-password" validate={required()} />
    </LoginForm>
  </Login>
);
