import { PendingScreen } from '../../components/PendingScreen.tsx';

// admin-area §2 "General settings" (/admin/settings): its form comes in a later release.
export const SettingsPage = () => <PendingScreen title="Configurações" />;
